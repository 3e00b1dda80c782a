/** Reloads the page (a module of its own so tests can watch it: jsdom's location cannot be spied on). */
export function reloadPage(): void {
  window.location.reload();
}
