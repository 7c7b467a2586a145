// Old name of scripts/ensure-browsers.mjs, kept so existing commands keep working: installs the
// browsers the run selects ($BROWSERS, default Chromium, Firefox ESR and WebKitGTK).
import './ensure-browsers.mjs';
