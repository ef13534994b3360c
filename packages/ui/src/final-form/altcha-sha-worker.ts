// The widget's SHA-256 proof-of-work worker, built as a file of the app (new Worker(new
// URL(...)) in altcha-widget.ts), so the browser loads it from the site like any script.
import 'altcha/workers/sha';
