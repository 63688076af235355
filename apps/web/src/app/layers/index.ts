/** The layers of the shell: alerts, modals, popovers, loading and compose. */
export { type AlertInput, type AlertsApi, AlertsProvider, useAlerts } from './alerts.tsx';
export { type ComposeApi, loginPath, useCompose } from './compose.tsx';
export { type LoadingApi, LoadingMark, LoadingProvider, useLoading } from './loading.tsx';
export {
  ModalDescription,
  type ModalOptions,
  type ModalRender,
  type ModalsApi,
  ModalsProvider,
  ModalTitle,
  useModals,
} from './modals.tsx';
export {
  PopoverProvider,
  useCloseOnRouteChange,
  useClosePopovers,
  usePopoverContainer,
} from './popovers.tsx';
