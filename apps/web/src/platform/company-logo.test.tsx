import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig } from '@/test/fixtures';
import { companyInitials, Logo } from '@/ui/logo';
import { CompanyLogo } from './company-logo';
import { useConfigStore } from './config-store';

describe('CompanyLogo', () => {
  it('shows the configured logo image', () => {
    const config = makeConfig();
    useConfigStore.getState().setConfig({ ...config, company: { ...config.company, logo_primary_url: '/logo.png' } });
    render(<CompanyLogo />);
    expect(screen.getByRole('img', { name: 'Demo S.r.l.' }).getAttribute('src')).toBe('/logo.png');
  });

  it('falls back to the company initials when the image is broken', () => {
    useConfigStore.getState().setConfig(makeConfig());
    render(<CompanyLogo src="/missing.png" size="xl" />);
    fireEvent.error(screen.getByRole('img', { name: 'Demo S.r.l.' }));
    expect(screen.getByRole('img', { name: 'Demo S.r.l.' }).textContent).toBe('DS');
  });

  it('uses initials when no logo is configured', () => {
    useConfigStore.getState().setConfig(makeConfig());
    render(<CompanyLogo variant="transparent" />);
    expect(screen.getByRole('img', { name: 'Demo S.r.l.' }).textContent).toBe('DS');
  });

  it('draws the initials of the name it is given, without any configuration', () => {
    render(<Logo src={null} companyName="Rossi Impianti" size="sm" />);
    expect(screen.getByRole('img', { name: 'Rossi Impianti' }).textContent).toBe('RI');
  });

  it('builds initials from the first two words', () => {
    expect(companyInitials('Acme')).toBe('A');
    expect(companyInitials('rossi & figli spa')).toBe('RF');
    expect(companyInitials('  ')).toBe('P');
  });
});
