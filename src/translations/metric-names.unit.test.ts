import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { ALL_METRICS, GROUPS } from '../../dev/emulator/metrics.js';
import { metricName } from '../usage-chart/labels.js';
import { GROUPS as CHART_GROUPS, BILLED } from '../usage-chart/metrics.js';
import { defaultStrings, type UsageChartStrings } from '../usage-chart/strings.js';
import ar from './ar/usage-chart.js';
import arNames from './ar/metric-names.js';
import de from './de/usage-chart.js';
import deNames from './de/metric-names.js';
import es from './es/usage-chart.js';
import esNames from './es/metric-names.js';
import fr from './fr/usage-chart.js';
import frNames from './fr/metric-names.js';
import he from './he/usage-chart.js';
import heNames from './he/metric-names.js';
import ja from './ja/usage-chart.js';
import jaNames from './ja/metric-names.js';
import ptBR from './pt-BR/usage-chart.js';
import ptBRNames from './pt-BR/metric-names.js';
import zhHans from './zh-Hans/usage-chart.js';
import zhHansNames from './zh-Hans/metric-names.js';

// (As the registry loads them: each language's chart strings with its metric names.)
const languages = {
  ar: { ...ar, metricNames: arNames },
  de: { ...de, metricNames: deNames },
  es: { ...es, metricNames: esNames },
  fr: { ...fr, metricNames: frNames },
  he: { ...he, metricNames: heNames },
  ja: { ...ja, metricNames: jaNames },
  'pt-BR': { ...ptBR, metricNames: ptBRNames },
  'zh-Hans': { ...zhHans, metricNames: zhHansNames },
};

/** Every name the service gives (both endpoints, as the emulator serves them), its groups, billed. */
const ids = [...ALL_METRICS, ...Object.keys(GROUPS), ...Object.keys(CHART_GROUPS), BILLED];

describe('metric names', () => {
  it('names every metric of both endpoints, every group and the billed requests in English', () => {
    for (const id of ids) {
      const name = metricName(id, defaultStrings);
      assert.match(name, /^[A-Z0-9][^_]*$/, `${id}: ${name}`);
      assert.doesNotMatch(name, /\b(acl|api|avg|max|qps|querysuggestions)\b/, `${id}: ${name}`);
    }
    assert.equal(metricName('max_qps', defaultStrings), 'Peak queries per second');
    assert.equal(metricName('total_acl_operations', defaultStrings), 'Total API key operations');
    assert.equal(
      metricName('90p_processing_time', defaultStrings),
      '90th percentile processing time',
    );
    assert.equal(
      metricName('querysuggestions_total_search_requests', defaultStrings),
      'Query Suggestions: total search requests',
    );
    assert.equal(metricName('queries_operations', defaultStrings), 'Single queries');
    assert.equal(metricName('data_size', defaultStrings), 'Data size');
    // A metric the service adds later: words from its id.
    assert.equal(metricName('new_thing_operations', defaultStrings), 'New thing operations');
  });

  for (const [lang, strings] of Object.entries(languages)) {
    it(`names every one of them in ${lang}, none in English`, () => {
      const words = { ...defaultStrings, ...strings } as UsageChartStrings;
      assert.deepEqual(Object.keys(strings.metricNames).sort(), [...new Set(ids)].sort());
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
      ...languages.de,
      metricNames: { ...deNames, records: 'Objekte' },
    } as UsageChartStrings;
    assert.equal(metricName('records', words), 'Objekte');
    assert.equal(metricName('data_size', words), 'Datengröße');
  });
});
