import { expect } from '@open-wc/testing';
import { fetchUsage } from '../../../src/api/endpoints/usage.js';
import { HttpError, LimitError, describeError, type UsagePoint } from '../../../src/api/index.js';
import { injectFault, keys, makeClient, uniqueAppId } from '../../support/emulator.js';
import { daysAgo, rejection, sent } from '../../support/api.js';

const DAY = 86_400_000;

function sorted(points: UsagePoint[]): boolean {
  return points.every((p, i) => i === 0 || points[i - 1]!.t <= p.t);
}

describe('api: getUsage', () => {
  it('reads one application metric, daily by default, with dates as query parameters', async () => {
    const appId = uniqueAppId();
    const startDate = daysAgo(10);
    const endDate = daysAgo(1);
    const result = await makeClient({ appId }).getUsage({
      statistic: 'total_search_operations',
      startDate,
      endDate,
    });
    expect(result.granularity).to.equal('daily');
    expect(result.startDate).to.equal(startDate.toISOString());
    const points = result.series.total_search_operations!;
    expect(points.length).to.be.within(9, 10);
    expect(sorted(points)).to.equal(true);
    for (const { t, v } of points) {
      expect(t).to.be.within(+startDate, +endDate);
      expect(v).to.be.a('number');
    }
    const [request] = await sent(appId, '/1/usage/');
    const url = new URL(request!.url, 'http://x');
    expect(url.pathname).to.equal('/1/usage/total_search_operations');
    expect(url.searchParams.get('startDate')).to.equal(startDate.toISOString());
    expect(url.searchParams.get('endDate')).to.equal(endDate.toISOString());
    expect(url.searchParams.get('startDate')).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(url.searchParams.get('granularity')).to.equal('daily');
  });

  it('reads several metrics of an index, hourly', async () => {
    const appId = uniqueAppId();
    const startDate = new Date(+daysAgo(0) - 2 * DAY);
    const endDate = new Date(+startDate + DAY);
    const result = await makeClient({ appId }).getUsage({
      statistic: ['queries_operations', 'records'],
      index: 'products',
      startDate,
      endDate,
      granularity: 'hourly',
    });
    expect(Object.keys(result.series)).to.include.members(['queries_operations', 'records']);
    expect(result.series.records!.length).to.be.within(24, 25);
    const [request] = await sent(appId, '/1/usage/');
    expect(new URL(request!.url, 'http://x').pathname).to.equal(
      '/1/usage/queries_operations,records/products',
    );
  });

  it('reads a group and *', async () => {
    const client = makeClient();
    const range = { startDate: daysAgo(3), endDate: daysAgo(1) };
    const group = await client.getUsage({
      statistic: 'search_operations',
      index: 'products',
      ...range,
    });
    expect(Object.keys(group.series).length).to.be.greaterThan(0);
    const all = await client.getUsage({ statistic: '*', ...range });
    expect(Object.keys(all.series).length).to.be.greaterThan(Object.keys(group.series).length);
  });

  it('reads per-server metrics as objects', async () => {
    const result = await makeClient().getUsage({ statistic: 'max_qps', period: 'month' });
    const points = result.series.max_qps!;
    expect(points.length).to.be.greaterThan(0);
    const [point] = points;
    expect(point!.v).to.be.an('object');
    for (const value of Object.values(point!.v as Record<string, number>))
      expect(value).to.be.a('number');
  });

  it('maps the older periods to a range and a granularity', async () => {
    const appId = uniqueAppId();
    const client = makeClient({ appId });
    const lastDay = await client.getUsage({ statistic: 'records', period: 'last_day' });
    expect(lastDay.granularity).to.equal('daily');
    expect(lastDay.series.records).to.have.length(1);
    const day = await client.getUsage({ statistic: 'records', period: 'day' });
    expect(day.granularity).to.equal('hourly');
    expect(day.series.records).to.have.length(24);
    const month = await client.getUsage({ statistic: 'records', period: 'month' });
    expect(month.series.records).to.have.length(30);
    const year = await client.getUsage({ statistic: 'records', period: 'year' });
    expect(year.series.records).to.have.length(365);
    const urls = (await sent(appId, '/1/usage/')).map(
      (r) => new URL(r.url, 'http://x').searchParams,
    );
    expect(urls.map((q) => q.get('granularity'))).to.deep.equal([
      'daily',
      'hourly',
      'daily',
      'daily',
    ]);
  });

  it('normalises the alternative {statistics: [...]} envelope', async () => {
    const appId = uniqueAppId();
    const statistics = [
      { t: 1_730_505_600_000, v: 12 },
      { t: 1_730_419_200_000, v: 10 },
    ];
    await injectFault(appId, { route: 'usage', status: 200, body: { statistics } });
    const result = await makeClient({ appId }).getUsage({ statistic: 'records', period: 'month' });
    expect(result.series).to.deep.equal({ records: [statistics[1], statistics[0]] });
  });

  it('asks again one metric at a time when several are answered with the {statistics} envelope', async () => {
    const appId = uniqueAppId();
    const statistics = [{ t: 1_730_419_200_000, v: 10 }];
    await injectFault(appId, { route: 'usage', status: 200, body: { statistics }, times: 0 });
    const result = await makeClient({ appId }).getUsage({
      statistic: ['records', 'max_qps'],
      period: 'month',
    });
    expect(result.series).to.deep.equal({ records: statistics, max_qps: statistics });
    const paths = (await sent(appId, '/1/usage/')).map((r) => new URL(r.url, 'http://x').pathname);
    expect(paths).to.have.members([
      '/1/usage/records,max_qps',
      '/1/usage/records',
      '/1/usage/max_qps',
    ]);
  });

  it('keeps the keyed answers of the metrics asked for again', async () => {
    const appId = uniqueAppId();
    const statistics = [{ t: 1_730_419_200_000, v: 10 }];
    await injectFault(appId, { route: 'usage', status: 200, body: { statistics } });
    const result = await makeClient({ appId }).getUsage({
      statistic: 'records,data_size',
      period: 'month',
    });
    expect(Object.keys(result.series).sort()).to.deep.equal(['data_size', 'records']);
    expect(result.series.records!.length).to.be.within(30, 31);
  });

  it('returns no series when nothing has data', async () => {
    const appId = uniqueAppId();
    await injectFault(appId, { route: 'usage', status: 200, body: {} });
    const result = await makeClient({ appId }).getUsage({ statistic: 'records', period: 'day' });
    expect(result.series).to.deep.equal({});
  });

  describe('limits, checked before sending', () => {
    const start = daysAgo(30);

    it('hourly: 7 days are sent, 7 days and 1 ms are refused', async () => {
      const appId = uniqueAppId();
      const client = makeClient({ appId });
      const ok = await client.getUsage({
        statistic: 'records',
        startDate: start,
        endDate: new Date(+start + 7 * DAY),
        granularity: 'hourly',
      });
      expect(ok.series.records!.length).to.be.within(168, 169);
      const error = await rejection(
        client.getUsage({
          statistic: 'records',
          startDate: start,
          endDate: new Date(+start + 7 * DAY + 1),
          granularity: 'hourly',
        }),
      );
      expect(error).to.be.instanceOf(LimitError);
      expect((error as LimitError).limit).to.equal('hourlyRange');
      expect(describeError(error)).to.match(/at most 7 days/);
      expect(await sent(appId, '/1/usage/')).to.have.length(1);
    });

    it('daily: 365 days are sent, 365 days and 1 ms are refused', async () => {
      const appId = uniqueAppId();
      const client = makeClient({ appId });
      const begin = daysAgo(380);
      await client.getUsage({
        statistic: 'records',
        startDate: begin,
        endDate: new Date(+begin + 365 * DAY),
      });
      const error = await rejection(
        client.getUsage({
          statistic: 'records',
          startDate: begin,
          endDate: new Date(+begin + 365 * DAY + 1),
        }),
      );
      expect((error as LimitError).limit).to.equal('dailyRange');
      expect(describeError(error)).to.match(/at most 365 days/);
      expect(await sent(appId, '/1/usage/')).to.have.length(1);
    });

    it('start must be before end: 1 ms apart is sent, equal or reversed is refused', async () => {
      const appId = uniqueAppId();
      const client = makeClient({ appId });
      await client.getUsage({
        statistic: 'records',
        startDate: start,
        endDate: new Date(+start + 1),
      });
      for (const endDate of [start, new Date(+start - DAY)]) {
        const error = await rejection(
          client.getUsage({ statistic: 'records', startDate: start, endDate }),
        );
        expect((error as LimitError).limit).to.equal('range');
        expect(describeError(error)).to.match(/startDate must be before endDate/);
      }
      expect(await sent(appId, '/1/usage/')).to.have.length(1);
    });

    it('refuses an empty statistic', async () => {
      const appId = uniqueAppId();
      const error = await rejection(
        makeClient({ appId }).getUsage({ statistic: [], period: 'day' }),
      );
      expect((error as LimitError).limit).to.equal('statistic');
      expect(await sent(appId)).to.have.length(0);
    });
  });

  describe('errors', () => {
    it('422 with a message for an unknown metric', async () => {
      const error = (await rejection(
        makeClient().getUsage({ statistic: 'no_such_metric', period: 'day' }),
      )) as HttpError;
      expect(error).to.be.instanceOf(HttpError);
      expect(error.status).to.equal(422);
      expect(error.message).to.equal('Metric not found');
    });

    it('422 with a message when the service refuses the range (fault injection)', async () => {
      const appId = uniqueAppId();
      const message = 'The date range is too long for hourly granularity';
      await injectFault(appId, { route: 'usage', status: 422, body: { status: 422, message } });
      const error = (await rejection(
        makeClient({ appId }).getUsage({ statistic: 'records', period: 'day' }),
      )) as HttpError;
      expect(error.status).to.equal(422);
      expect(describeError(error)).to.equal(message);
    });

    it("shows the message of the usage description's nested error shape", async () => {
      const appId = uniqueAppId();
      const error = {
        code: 'malformed_id',
        message: 'startDate is not a valid date',
        errors: [{ message: 'url is not defined', line: 5 }],
      };
      await injectFault(appId, { route: 'usage', status: 400, body: { error } });
      const failure = (await rejection(
        makeClient({ appId }).getUsage({ statistic: 'records', period: 'day' }),
      )) as HttpError;
      expect(failure.status).to.equal(400);
      expect(failure.message).to.equal('startDate is not a valid date');
    });

    it('404 for an unknown index', async () => {
      const error = (await rejection(
        makeClient().getUsage({ statistic: 'records', index: 'no_such_index', period: 'day' }),
      )) as HttpError;
      expect(error.status).to.equal(404);
    });

    it('401 for an invalid key, 403 for a key without the usage right', async () => {
      const unauthorised = (await rejection(
        makeClient({ apiKey: keys.invalid }).getUsage({ statistic: 'records', period: 'day' }),
      )) as HttpError;
      expect(unauthorised.status).to.equal(401);
      expect(unauthorised.message).to.equal('Invalid credentials');
      const forbidden = (await rejection(
        makeClient({ apiKey: keys.search }).getUsage({ statistic: 'records', period: 'day' }),
      )) as HttpError;
      expect(forbidden.status).to.equal(403);
      const allowed = await makeClient({ apiKey: keys.usage }).getUsage({
        statistic: 'records',
        period: 'day',
      });
      expect(allowed.series.records).to.have.length(24);
    });

    it('429 with the service message, not retried', async () => {
      const appId = uniqueAppId();
      await injectFault(appId, {
        route: 'usage',
        status: 429,
        body: { message: 'Rate limit reached' },
      });
      const error = (await rejection(
        makeClient({ appId }).getUsage({ statistic: 'records', period: 'day' }),
      )) as HttpError;
      expect(error.status).to.equal(429);
      expect(error.message).to.equal('Rate limit reached');
      expect(await sent(appId, '/1/usage/')).to.have.length(1);
    });
  });
});

// What <usage-chart> asks with: a request it checked itself (its range planned against the same
// limits, with fixes proposed in the user's language), so nothing is refused before sending.
describe('api: fetchUsage', () => {
  it("sends what getUsage sends for a period and names, the period's dates taken when sent", async () => {
    const appId = uniqueAppId();
    const client = makeClient({ appId });
    const checked = await client.getUsage({ statistic: ['records', 'data_size'], period: 'month' });
    const asked = await fetchUsage(client, {
      statistic: ['records', 'data_size'],
      range: { period: 'month' },
    });
    expect(asked).to.deep.equal(checked);
    const [first, second] = await sent(appId, '/1/usage/');
    expect(second!.url).to.equal(first!.url);
  });

  it('leaves a name the service does not know to the service (its message, nothing refused)', async () => {
    const appId = uniqueAppId();
    const error = (await rejection(
      fetchUsage(makeClient({ appId }), {
        statistic: ['no such/metric'],
        range: { period: 'day' },
      }),
    )) as HttpError;
    expect(error).to.be.instanceOf(HttpError);
    expect(error.message).to.equal('Metric not found');
    const [request] = await sent(appId, '/1/usage/');
    expect(new URL(request!.url, 'http://x').pathname).to.equal('/1/usage/no%20such%2Fmetric');
  });
});
