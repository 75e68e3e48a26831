import { describe, expect, it } from 'vitest';
import { apiGet } from '@/platform/api-client';
import { ApiError } from '@/platform/api-error';
import { useConfigStore } from '@/platform/config-store';
import { calls, fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeConfig } from '@/test/fixtures';
import { loadErrorCollector, reportComponentError, startErrorCollector } from './index';

describe('the started collector', () => {
  it('records boundary errors with their component path, failed API calls, and follows the admin setting', async () => {
    startErrorCollector();
    startErrorCollector();

    // Seen before the recorder has loaded: queued, then recorded with the time and page they happened on.
    const seenAt = Date.now();
    const seenOn = window.location.pathname;
    reportComponentError(
      new TypeError('x is not a function'),
      '\n    at Chart (http://localhost/src/chart.tsx:4:2)\n    at div\n    at Dashboard (http://localhost/src/d.tsx:1:1)',
    );
    // Already recorded by the API hook: not twice.
    reportComponentError(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Errore' }), '');
    window.history.pushState(null, '', '/pagina-successiva');
    const collector = await loadErrorCollector();
    expect(await loadErrorCollector()).toBe(collector);
    expect(Date.parse(collector.pending()[0]?.timestamp ?? '')).toBeGreaterThanOrEqual(seenAt);
    expect(collector.pending()[0]?.page_context?.pathname).toBe(seenOn);
    expect(seenOn).not.toBe('/pagina-successiva');
    expect(collector.pending().map((r) => [r.type, r.message, r.error_context])).toEqual([
      [
        'react_component_error',
        'TypeError: x is not a function',
        { component_path: ['Dashboard', 'Chart'], component_depth: 2, caught_by_boundary: true },
      ],
    ]);

    // A failed call is seen through the API client's listener; the caller still gets its error.
    const fetchMock = mockFetch({
      'GET /api/notifications': fail(503, 'SERVICE_UNAVAILABLE', 'Servizio non disponibile'),
      'POST /api/self-healing/submit-error': ok({ tracking_id: 'x' }),
    });
    await expect(apiGet('/api/notifications')).rejects.toMatchObject({ status: 503 });
    // Recorded at once now that the recorder is there.
    expect(collector.pending().at(-1)).toMatchObject({ type: 'api_error', severity: 'high' });

    // Auto-submit is off until the configuration says otherwise: nothing is sent, even critical errors.
    await collector.flush();
    expect(calls(fetchMock)).toEqual(['GET /api/notifications']);
    useConfigStore.getState().setConfig(makeConfig({ auto_error_submission: true }));
    await collector.flush();
    expect(calls(fetchMock)).toEqual(['GET /api/notifications', 'POST /api/self-healing/submit-error']);
    expect(collector.size).toBe(0);
    collector.stop();
  });
});
