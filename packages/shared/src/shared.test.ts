import { describe, expect, it } from 'vitest';
import { groupFieldErrors } from './envelope';
import { isOAuthUsable, KNOWN_FLAGS, MODULE_FLAGS } from './flags';
import { DEFAULT_ROLE_PERMISSIONS, holdsPermission, PERMISSIONS } from './permissions';
import { ROLE_LABELS } from './roles';
import { isValidPartitaIva, TenantConfigUpdate } from './settings/schemas';

describe('permissions', () => {
  it('knows every permission the spec names in §6, and the ones the portal adds', () => {
    const spec = [
      'view_dashboard',
      'view_personnel',
      'manage_timesheets',
      'view_all_projects',
      'view_products',
      'view_communications',
      'view_documents',
      'view_compliance',
      'view_ceo',
      'admin_access',
      'view_engagement',
      'view_personnel_data',
      'view_funding',
      'view_reports',
      'view_help',
      'edit_project',
      'view_recruiting',
      'manage_recruiting',
      'manage_users',
      'manage_contracts',
      'view_all_invoices',
      'manage_invoices',
      'manage_engagement_campaigns',
      'view_system_health',
    ];
    // Added where the spec names no permission for a right users need: publishing news (issue 19).
    const added = ['publish_news'];
    expect([...PERMISSIONS].sort()).toEqual([...spec, ...added].sort());
  });

  it('gives admins everything and clients no admin or internal module', () => {
    expect(DEFAULT_ROLE_PERMISSIONS.admin).toEqual(PERMISSIONS);
    expect(DEFAULT_ROLE_PERMISSIONS.client).not.toContain('admin_access');
    expect(DEFAULT_ROLE_PERMISSIONS.client).not.toContain('view_personnel');
    expect(DEFAULT_ROLE_PERMISSIONS.employee).not.toContain('admin_access');
  });

  it('treats a list as any-of', () => {
    expect(holdsPermission(['view_reports'], ['view_funding', 'view_reports'])).toBe(true);
    expect(holdsPermission(new Set(['view_reports']), 'view_funding')).toBe(false);
    expect(holdsPermission([], [])).toBe(false);
  });

  it('labels roles in Italian as spec §6 says', () => {
    expect(ROLE_LABELS).toEqual({
      admin: 'Amministratore',
      manager: 'Manager',
      employee: 'Dipendente',
      client: 'Cliente',
    });
  });
});

describe('feature flags', () => {
  it('has every module flag of spec §6, on by default', () => {
    expect(Object.keys(MODULE_FLAGS)).toHaveLength(15);
    expect(Object.values(MODULE_FLAGS).every((f) => f.enabled)).toBe(true);
    expect(Object.keys(KNOWN_FLAGS)).toHaveLength(32);
  });

  it('allows OAuth only with oauth_enabled and a provider', () => {
    expect(isOAuthUsable({ oauth_enabled: true, google_auth: false, microsoft_auth: false })).toBe(false);
    expect(isOAuthUsable({ oauth_enabled: false, google_auth: true })).toBe(false);
    expect(isOAuthUsable({ oauth_enabled: true, microsoft_auth: true })).toBe(true);
  });
});

describe('validation helpers', () => {
  it('checks the partita IVA check digit', () => {
    expect(isValidPartitaIva('12345678903')).toBe(true);
    expect(isValidPartitaIva('12345678901')).toBe(false);
    expect(isValidPartitaIva('1234567890')).toBe(false);
    expect(isValidPartitaIva('1234567890A')).toBe(false);
  });

  it('groups messages by field', () => {
    expect(
      groupFieldErrors([
        { field: 'email', message: 'a' },
        { field: 'email', message: 'b' },
        { field: 'name', message: 'c' },
      ]),
    ).toEqual({ email: ['a', 'b'], name: ['c'] });
  });

  it('leaves fields a partial config update does not name undefined', () => {
    expect(TenantConfigUpdate.parse({ company: { tagline: 'x' } })).toEqual({ company: { tagline: 'x' } });
  });
});
