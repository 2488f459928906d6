/** jsdom's File has no text(); browsers do. */
export function polyfillFileText() {
  if (typeof File.prototype.text === 'function') return;
  File.prototype.text = function text(this: File) {
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(this);
    });
  };
}
