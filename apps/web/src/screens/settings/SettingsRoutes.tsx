/**
 * `/settings/*` (spec §2 "Settings"): '' is the menu; profile, notifications, connections,
 * appearance, permissions, gdpr and delete-account are their screens (the security screens
 * account, password and login-activity are routed beside this, in app/router.tsx); any other
 * path goes back to the menu. One chunk with the `settings` texts (router.tsx loads both).
 */
import { Navigate, Route, Routes } from 'react-router';
import AppearanceScreen from './AppearanceScreen.tsx';
import ConnectionsSettings from './ConnectionsSettings.tsx';
import DeleteAccountSettings from './DeleteAccountSettings.tsx';
import GdprSettings from './GdprSettings.tsx';
import NotificationSettings from './NotificationSettings.tsx';
import PermissionsSettings from './PermissionsSettings.tsx';
import ProfileSettings from './ProfileSettings.tsx';
import SettingsMenu from './SettingsMenu.tsx';

/** The settings' own routes, relative to /settings. */
export default function SettingsRoutes() {
  return (
    <Routes>
      <Route index element={<SettingsMenu />} />
      <Route path="profile" element={<ProfileSettings />} />
      <Route path="notifications" element={<NotificationSettings />} />
      <Route path="connections" element={<ConnectionsSettings />} />
      <Route path="appearance" element={<AppearanceScreen />} />
      <Route path="permissions" element={<PermissionsSettings />} />
      <Route path="gdpr" element={<GdprSettings />} />
      <Route path="delete-account" element={<DeleteAccountSettings />} />
      <Route path="*" element={<Navigate to="/settings" replace />} />
    </Routes>
  );
}
