import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * Paint first, then fetch the scripts: a server-rendered page works before it hydrates, so its JavaScript need not
 * compete with the stylesheet and the hero image for a slow connection's bandwidth. This stream turns React
 * Router's module preloads and its bootstrap module script (from `<Scripts>`) inert in the HTML, and adds a starter
 * that makes them live in the frame after the first paint (at once in a hidden tab, where nothing paints).
 *
 * Nothing else changes: the same modules load in the same order, React Router's bootstrap runs unchanged, and a
 * page without the starter (no JavaScript) is the same server HTML. React only emits `<` in markup (text and
 * attributes escape it, React Router's inline JSON escapes it too), so the two tags are matched as written.
 */
export const DEFERRED_PRELOAD = "vitrine-modulepreload";
export const DEFERRED_MODULE = "text/vitrine-deferred-module";

const PRELOAD = '<link rel="modulepreload"';
const MODULE_SCRIPT = /<script([^>]*?) type="module"([^>]*)>/g;

/**
 * The starter: classic inline script, run where the parser meets it, right after the deferred bootstrap. It waits
 * for the first contentful paint where the browser reports it (PerformanceObserver "paint"), else for the frame
 * after the next; in a hidden tab it goes at once, and after 3 s at the latest whatever happened.
 */
const STARTER = `(function(){var done=0;function go(){if(done++)return;document.querySelectorAll('link[rel="${DEFERRED_PRELOAD}"]').forEach(function(l){l.rel="modulepreload"});var d=document.querySelector('script[type="${DEFERRED_MODULE}"]'),s=document.createElement("script");if(!d)return;s.type="module";s.nonce=d.nonce;s.textContent=d.textContent;document.head.appendChild(s)}if(document.visibilityState==="hidden")return go();addEventListener("visibilitychange",go);setTimeout(go,3000);var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l){l.getEntriesByName("first-contentful-paint").length&&go()}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(go,0)})})()`;

/** The stream transform for one page; `nonce` is the page's CSP nonce for the starter (none in development). */
export function paintFirst(nonce: string | undefined): Transform {
  const decoder = new StringDecoder("utf8");
  const starter = `<script${nonce ? ` nonce="${nonce}"` : ""}>${STARTER}</script>`;
  // Text held back: an unfinished tag at a chunk's end (a tag is only matched whole).
  let held = "";
  // A bootstrap script was made inert and its end tag not yet passed: the starter goes right after it.
  let starterDue = false;
  let started = false;

  function rewrite(text: string): string {
    // After React Router's bootstrap, the stream passes unchanged (only the first module script is deferred).
    if (started) return text;
    let out = text
      .replaceAll(PRELOAD, `<link rel="${DEFERRED_PRELOAD}"`)
      .replace(MODULE_SCRIPT, (tag, before: string, after: string) => {
        if (starterDue) return tag;
        starterDue = true;
        return `<script${before} type="${DEFERRED_MODULE}"${after}>`;
      });
    if (starterDue) {
      const end = out.indexOf("</script>", out.lastIndexOf(`type="${DEFERRED_MODULE}"`) + 1);
      if (end >= 0) {
        const at = end + "</script>".length;
        out = `${out.slice(0, at)}${starter}${out.slice(at)}`;
        starterDue = false;
        started = true;
      }
    }
    return out;
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held + decoder.write(chunk);
      const open = text.lastIndexOf("<");
      const cut = open > text.lastIndexOf(">") ? open : text.length;
      held = text.slice(cut);
      callback(null, rewrite(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, rewrite(held + decoder.end()));
    },
  });
}
