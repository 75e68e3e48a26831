import { defaultPublicNavigation, type PublicSiteConfig } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { publicNavigation, publicPageAccess } from './site-access';

function site(overrides: Partial<PublicSiteConfig> = {}): PublicSiteConfig {
  return { mode: 'full', features: { careers_section: { enabled: true } }, ...defaultPublicNavigation(), ...overrides };
}

describe('public navigation', () => {
  it('lists the pages of the mode with the configured labels and paths', () => {
    const labels = { ...defaultPublicNavigation().navigation_labels, about: 'La nostra storia' };
    expect(publicNavigation(site({ navigation_labels: labels }))).toEqual([
      { page: 'home', label: 'Home', to: '/' },
      { page: 'about', label: 'La nostra storia', to: '/about' },
      { page: 'services', label: 'Servizi', to: '/services' },
      { page: 'products', label: 'Prodotti', to: '/products' },
      { page: 'careers', label: 'Lavora con noi', to: '/careers' },
      { page: 'contact', label: 'Contatti', to: '/contact' },
    ]);
  });

  it('hides careers when the careers section is disabled', () => {
    const pages = publicNavigation(site({ features: { careers_section: { enabled: false } } })).map((i) => i.page);
    expect(pages).not.toContain('careers');
    expect(pages).toHaveLength(5);
  });

  it('follows the per-mode list: minimal shows its own pages, disabled none', () => {
    expect(publicNavigation(site({ mode: 'minimal' })).map((i) => i.label)).toEqual(['Home', 'Contatti']);
    expect(publicNavigation(site({ mode: 'disabled' }))).toEqual([]);
  });
});

describe('public page access by mode', () => {
  it('shows every page in full mode', () => {
    for (const path of ['/', '/about', '/careers', '/posizioni-aperte', '/test-components', '/privacy']) {
      expect(publicPageAccess(site(), path)).toBe('visible');
    }
  });

  it('restricts every page but the legal ones in disabled mode', () => {
    const disabled = site({ mode: 'disabled' });
    for (const path of ['/', '/about', '/contact', '/careers', '/test-components']) {
      expect(publicPageAccess(disabled, path)).toBe('restricted');
    }
    for (const path of ['/privacy', '/cookie-policy', '/dichiarazione-accessibilita/']) {
      expect(publicPageAccess(disabled, path)).toBe('visible');
    }
  });

  it('in minimal mode shows the listed pages plus the legal ones', () => {
    const minimal = site({ mode: 'minimal' });
    expect(publicPageAccess(minimal, '/')).toBe('visible');
    expect(publicPageAccess(minimal, '/contact')).toBe('visible');
    expect(publicPageAccess(minimal, '/cookie-policy')).toBe('visible');
    expect(publicPageAccess(minimal, '/about')).toBe('restricted');
    expect(publicPageAccess(minimal, '/test-components')).toBe('restricted');
  });

  it('marks both careers paths unavailable while the careers section is off', () => {
    const noCareers = site({ features: { careers_section: { enabled: false } } });
    expect(publicPageAccess(noCareers, '/careers')).toBe('unavailable');
    expect(publicPageAccess(noCareers, '/posizioni-aperte')).toBe('unavailable');
  });
});
