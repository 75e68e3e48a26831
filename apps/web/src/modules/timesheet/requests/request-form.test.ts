import { describe, expect, it } from 'vitest';
import { initialForm, previewQueryOf, toRequestBody, validateForm } from './request-form';

const types = [
  {
    id: '7f1d3c1e-6a2b-4c3d-8e9f-0a1b2c3d4e5f',
    code: 'rol',
    name: 'Permessi ROL',
    unit: 'hours' as const,
    color: '#7c3aed',
    requires_protocol: false,
    requires_approval: true,
  },
  {
    id: '8f1d3c1e-6a2b-4c3d-8e9f-0a1b2c3d4e5f',
    code: 'ferie',
    name: 'Ferie',
    unit: 'days' as const,
    color: '#2563eb',
    requires_protocol: false,
    requires_approval: true,
  },
  {
    id: '9f1d3c1e-6a2b-4c3d-8e9f-0a1b2c3d4e5f',
    code: 'malattia',
    name: 'Malattia',
    unit: 'days' as const,
    color: '#dc2626',
    requires_protocol: true,
    requires_approval: false,
  },
];
const text = { timeRequired: 'ora', protocolRequired: 'protocollo' };

describe('new request form', () => {
  it('starts on ferie today', () => {
    expect(initialForm(types, '2027-03-01')).toMatchObject({
      leave_type_id: types[1]!.id,
      start_date: '2027-03-01',
      end_date: '2027-03-01',
    });
  });

  it('sends a time range on one day for hour types and a date range otherwise', () => {
    const form = { ...initialForm(types, '2027-03-01'), end_date: '2027-03-05' };
    expect(toRequestBody({ ...form, leave_type_id: types[0]!.id }, types[0])).toMatchObject({
      end_date: '2027-03-01',
      start_time: '09:00',
      end_time: '13:00',
    });
    expect(toRequestBody(form, types[1])).toMatchObject({ end_date: '2027-03-05', start_time: null, end_time: null });
  });

  it('asks for a preview only when the input is complete', () => {
    const form = initialForm(types, '2027-03-01');
    expect(previewQueryOf(form, types[1])).toMatchObject({ start_date: '2027-03-01', end_date: '2027-03-01' });
    expect(previewQueryOf({ ...form, end_date: '2027-02-01' }, types[1])).toBeNull();
    expect(previewQueryOf({ ...form, leave_type_id: types[0]!.id, start_time: '' }, types[0])).toBeNull();
    expect(previewQueryOf(form, undefined)).toBeNull();
  });

  it('validates in Italian, including the protocol for malattia and quarter hours', () => {
    const form = initialForm(types, '2027-03-01');
    expect(validateForm({ ...form, leave_type_id: types[2]!.id }, types[2], text)).toEqual({
      protocol_number: 'protocollo',
    });
    expect(
      validateForm({ ...form, leave_type_id: types[0]!.id, start_time: '09:10' }, types[0], text).start_time,
    ).toMatch(/quarti d'ora/);
    expect(validateForm({ ...form, end_date: '2027-02-01' }, types[1], text).end_date).toBe(
      'La fine non può precedere l’inizio',
    );
  });
});
