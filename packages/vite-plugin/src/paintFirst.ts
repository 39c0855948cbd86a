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
const MODULE_SCRIPT = /<script([^>]*?) type="module"([^>]*)>/;

/**
 * The starter: classic inline script, run where the parser meets it, right after the deferred bootstrap. It waits
 * for the first contentful paint where the browser reports it (PerformanceObserver "paint"), else for the frame
 * after the next; in a hidden tab it goes at once, and after 3 s at the latest whatever happened.
 */
const STARTER = `(function(){var done=0;function go(){if(done++)return;document.querySelectorAll('link[rel="${DEFERRED_PRELOAD}"]').forEach(function(l){l.rel="modulepreload"});var d=document.querySelector('script[type="${DEFERRED_MODULE}"]');if(!d)return;var s=document.createElement("script");s.type="module";s.nonce=d.nonce;s.textContent=d.textContent;document.head.appendChild(s)}if(document.visibilityState==="hidden")return go();addEventListener("visibilitychange",go);setTimeout(go,3000);var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l){l.getEntriesByName("first-contentful-paint").length&&go()}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(go,0)})})()`;

/** The stream transform for one page; `nonce` is the page's CSP nonce for the starter (none in development). */
export function paintFirst(nonce: string | undefined): Transform {
  const decoder = new StringDecoder("utf8");
  const starter = `<script${nonce ? ` nonce="${nonce}"` : ""}>${STARTER}</script>`;
  // Text held back: an unfinished tag at a chunk's end (a tag is only matched whole).
  let held = "";
  // Before React Router's bootstrap script, inside it (made inert, its end tag not yet passed), or past it.
  let phase: "before" | "inside" | "past" = "before";

  function rewrite(text: string): string {
    if (phase === "past") return text;
    let out = text;
    let from = 0;
    if (phase === "before") {
      out = out.replaceAll(PRELOAD, `<link rel="${DEFERRED_PRELOAD}"`);
      const bootstrap = MODULE_SCRIPT.exec(out);
      if (!bootstrap) return out;
      const inert = `<script${bootstrap[1]} type="${DEFERRED_MODULE}"${bootstrap[2]}>`;
      out = out.slice(0, bootstrap.index) + inert + out.slice(bootstrap.index + bootstrap[0].length);
      from = bootstrap.index + inert.length;
      phase = "inside";
    }
    // The starter goes right after the bootstrap's end tag; the rest of the stream passes unchanged.
    const end = out.indexOf("</script>", from);
    if (end < 0) return out;
    phase = "past";
    const at = end + "</script>".length;
    return `${out.slice(0, at)}${starter}${out.slice(at)}`;
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
