/** Options of {@link loadScript}. */
export interface LoadScriptOptions {
  /** The page's CSP nonce, for pages whose policy asks for one. */
  nonce?: string;
}

const scripts = new Map<string, { element: HTMLScriptElement; loaded: Promise<void> }>();

/**
 * Adds a third-party script to the page (async) once per address and resolves when it has loaded. A script that
 * failed to load is forgotten, and one that was taken off the page is added again, so a later call tries again.
 */
export function loadScript(src: string, options: LoadScriptOptions = {}): Promise<void> {
  const present = scripts.get(src);
  if (present?.element.isConnected) return present.loaded;
  const element = document.createElement("script");
  element.src = src;
  element.async = true;
  if (options.nonce) element.nonce = options.nonce;
  const loaded = new Promise<void>((resolve, reject) => {
    element.onload = () => resolve();
    element.onerror = () => {
      scripts.delete(src);
      reject(new Error(`The script ${src} did not load.`));
    };
  });
  scripts.set(src, { element, loaded });
  document.head.append(element);
  return loaded;
}
