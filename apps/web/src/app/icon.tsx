/**
 * Bridge to W2's `components/Icon.tsx` and `components/IconSprite.tsx` while they are being
 * built: when a file is missing the shell renders nothing (the text label stays visible).
 */
import type { ComponentType } from 'react';

type IconModule = {
  default?: ComponentType<{ name: string }>;
  Icon?: ComponentType<{ name: string }>;
};
type SpriteModule = { default?: ComponentType; IconSprite?: ComponentType };

const iconModules = import.meta.glob<IconModule>('../components/Icon.tsx', { eager: true });
const spriteModules = import.meta.glob<SpriteModule>('../components/IconSprite.tsx', {
  eager: true,
});

const iconModule = Object.values(iconModules)[0];
const spriteModule = Object.values(spriteModules)[0];

/** W2's `Icon`, or null while it does not exist. */
export const ShellIcon: ComponentType<{ name: string }> | null =
  iconModule?.Icon ?? iconModule?.default ?? null;

/** W2's `IconSprite`, or null while it does not exist. */
export const ShellIconSprite: ComponentType | null =
  spriteModule?.IconSprite ?? spriteModule?.default ?? null;
