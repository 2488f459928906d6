/** One request sent through the fake XMLHttpRequest (apiUpload's transport); it waits until answered. */
export interface SentUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Document | XMLHttpRequestBodyInit | null | undefined;
  /** The multipart fields, for a FormData body. */
  fields: Record<string, FormDataEntryValue>;
  /** Tells the uploader that `loaded` of `total` bytes have gone out. */
  progress: (loaded: number, total: number) => void;
  respond: (status: number, body: unknown) => void;
}

/**
 * Replaces jsdom's XMLHttpRequest (which would try the network): every send is kept in `uploads` for the test
 * to answer, and handed to `onSend` when given, for a fake that answers by itself.
 */
export function installFakeUpload(onSend?: (upload: SentUpload) => void) {
  const uploads: SentUpload[] = [];
  const original = global.XMLHttpRequest;

  class FakeXMLHttpRequest {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    abort() {
      this.onabort?.();
    }

    send(body?: Document | XMLHttpRequestBodyInit | null) {
      const sent: SentUpload = {
        method: this.method,
        url: this.url,
        headers: this.headers,
        body,
        fields: body instanceof FormData ? Object.fromEntries(body.entries()) : {},
        progress: (loaded, total) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent),
        respond: (status, responseBody) => {
          this.status = status;
          this.responseText = JSON.stringify(responseBody);
          this.onload?.();
        },
      };
      uploads.push(sent);
      onSend?.(sent);
    }
  }

  global.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
  return {
    uploads,
    restore: () => {
      global.XMLHttpRequest = original;
    },
  };
}
