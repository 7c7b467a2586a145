import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { ALL_METRICS, GROUPS } from '../../dev/emulator/metrics.js';
import { metricName } from '../usage-chart/labels.js';
import { GROUPS as CHART_GROUPS, BILLED } from '../usage-chart/metrics.js';
import { defaultStrings, type UsageChartStrings } from '../usage-chart/strings.js';
import ar from './ar/usage-chart.js';
import de from './de/usage-chart.js';
import es from './es/usage-chart.js';
import fr from './fr/usage-chart.js';
import he from './he/usage-chart.js';
import ja from './ja/usage-chart.js';
import ptBR from './pt-BR/usage-chart.js';
import zhHans from './zh-Hans/usage-chart.js';

const languages = { ar, de, es, fr, he, ja, 'pt-BR': ptBR, 'zh-Hans': zhHans };

/** Every name the service gives (both endpoints, as the emulator serves them), its groups, billed. */
const ids = [...ALL_METRICS, ...Object.keys(GROUPS), ...Object.keys(CHART_GROUPS), BILLED];

describe('metric names', () => {
  it('names every metric of both endpoints, every group and the billed requests in English', () => {
    for (const id of ids) {
      assert.ok(Object.hasOwn(defaultStrings.metricNames, id), `${id} has an English name`);
    }
    assert.equal(metricName('data_size', defaultStrings), 'Data size');
    // A metric the service adds later: words from its id.
    assert.equal(metricName('new_thing_operations', defaultStrings), 'New thing operations');
  });

  for (const [lang, strings] of Object.entries(languages)) {
    it(`names every one of them in ${lang}, none in English`, () => {
      const words = { ...defaultStrings, ...strings } as UsageChartStrings;
      assert.deepEqual(
        Object.keys(strings.metricNames).sort(),
        Object.keys(defaultStrings.metricNames).sort(),
      );
      for (const id of ids) {
        const name = metricName(id, words);
        assert.notEqual(name, metricName(id, defaultStrings), `${lang}: ${id} is translated`);
        assert.notEqual(name, defaultStrings.metric(id), `${lang}: ${id} is not its id's words`);
        assert.ok(name.trim(), `${lang}: ${id} is named`);
      }
    });
  }

  it('lets a page rename one metric and keep the others translated', () => {
    const words = {
      ...defaultStrings,
      ...de,
      metricNames: { ...de.metricNames, records: 'Objekte' },
    } as UsageChartStrings;
    assert.equal(metricName('records', words), 'Objekte');
    assert.equal(metricName('data_size', words), 'Datengröße');
  });
});
