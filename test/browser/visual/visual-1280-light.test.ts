// Visual regression at 1280 CSS px, light (see suite.ts and docs/visual.md).
import { visualSuite } from './suite.js';

visualSuite(1280, 'light');
