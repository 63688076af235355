/** A user's avatar (spec §2 "Avatars come from an avatar service keyed by a hash"). */
import { AVATAR_SIZE } from '@potok/common';
import styles from './Avatar.module.css';

/** Avatar sizes of spec §9: card 100, hero 120, normal 55, small 40 (px). */
export type AvatarSize = keyof typeof AVATAR_SIZE;

/** Props of `Avatar`. */
export interface AvatarProps {
  /** `avatar.hash` of the user. */
  hash: string;
  size: AvatarSize;
  /** Text alternative; pass `''` when the user's name is shown right beside it. */
  alt: string;
  className?: string;
}

/** URL of an avatar image of `px` pixels (served by the server at `/avatar/{hash}`). */
export function avatarUrl(hash: string, px: number): string {
  return `/avatar/${encodeURIComponent(hash)}?s=${px}`;
}

/** A round avatar image of one of the spec's sizes (sharp on high-density screens). */
export default function Avatar({ hash, size, alt, className }: AvatarProps) {
  const px = AVATAR_SIZE[size];
  return (
    <img
      className={className ? `${styles.avatar} ${className}` : styles.avatar}
      src={avatarUrl(hash, px)}
      srcSet={`${avatarUrl(hash, px * 2)} 2x`}
      width={px}
      height={px}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}

export { Avatar };
