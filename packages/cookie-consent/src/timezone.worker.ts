// Reads the browser's time zone off the page's main thread: the first use of Intl loads its locale data (30 to
// 60 ms of a phone's main thread), which the page itself no longer needs (prices use a money pattern).
import { detectTimeZone } from "./timezone.zone";

postMessage(detectTimeZone());
