// Every story of stories/usage-chart.stories.ts, rendered as the catalog renders it (catalog.ts).
import * as stories from '../../../stories/usage-chart.stories.js';
import { checkStories } from './catalog.js';

describe('catalog: usage-chart stories', () => {
  checkStories(stories);
});
