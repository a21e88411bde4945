/**
 * Shows an error toast from code that loads with every page (the shell, the session check, the socket,
 * the query error hook) without putting sonner in the first load: the library comes with the lazily
 * loaded AppToaster anyway, and a toast raised before the Toaster subscribes is replayed by sonner.
 */
export function showErrorToast(message: string): void {
  void import('sonner').then(({ toast }) => toast.error(message));
}
