/** Each single-spa application renders into its own element inside #root, removed again on unmount. */
export function mountContainer(name: string): HTMLElement {
  const host = document.getElementById('root') ?? document.body;
  const element = document.createElement('div');
  element.id = `app-${name}`;
  host.appendChild(element);
  return element;
}
