import { describe, expect, it } from 'vitest';
import { CSV_BOM } from './csv.ts';
import { ageOn, rosterCsv, type RosterRow } from './registrationExport.ts';

const row = (over: Partial<RosterRow>): RosterRow => ({
  registrationId: 1,
  status: 'confirmed',
  childName: 'Миша Смирнов',
  dateOfBirth: '2014-01-20',
  age: 12,
  position: 'goalkeeper',
  shirtSize: '152',
  allergies: 'Орехи',
  medication: null,
  collectors: 'Ирина Смирнова; Алексей Смирнов',
  parentName: 'Ирина Смирнова',
  phone: '+34 655 123 987',
  email: 'irina@example.com',
  emergencyName: 'Алексей',
  emergencyPhone: '+34 655 123 988',
  photosWebsite: true,
  photosSocial: true,
  photoWithdrawn: false,
  paid: 250,
  paymentState: 'part_paid',
  refunded: 50,
  paymentProgress: 'deposit_paid',
  providerPaymentIds: ['pi_111', 'pi_222'],
  beforeCamp: { required: [], missing: [], ready: true },
  ...over,
});

describe('ageOn', () => {
  it('counts whole years up to the day, birthdays included', () => {
    expect(ageOn('2014-07-01', '2026-06-30')).toBe(11);
    expect(ageOn('2014-07-01', '2026-07-01')).toBe(12);
    expect(ageOn('2014-02-28', '2026-03-01')).toBe(12);
    expect(ageOn(null, '2026-07-01')).toBeNull();
  });
});

describe('rosterCsv', () => {
  const translate = (key: string) => `«${key.split('.').pop()}»`;

  it('has a heading per column in the staff language and one line per child', () => {
    const csv = rosterCsv([row({}), row({ childName: 'Lucía Fernández', photoWithdrawn: true })], translate);
    const lines = csv.slice(CSV_BOM.length).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]!.split(';')[0]).toBe('«child»');
    expect(lines[1]).toContain(
      'Миша Смирнов;2014-01-20;12;«goalkeeper»;152;Орехи;;"Ирина Смирнова; Алексей Смирнов"',
    );
    expect(lines[1]).toContain(';250,00');
    expect(lines[1]).toContain('«confirmed»');
  });

  it("carries each child's payments: paid, refunded, payment state and the online payments' ids", () => {
    const csv = rosterCsv(
      [row({}), row({ refunded: null, paymentProgress: null, providerPaymentIds: [] })],
      translate,
    );
    const [heading, first, second] = csv.slice(CSV_BOM.length).trimEnd().split('\r\n');
    expect(heading!.split(';').slice(-4)).toEqual([
      '«paid»',
      '«refunded»',
      '«payment_progress»',
      '«provider_payment_ids»',
    ]);
    expect(first!.split(';').slice(-4)).toEqual(['250,00', '50,00', '«deposit_paid»', 'pi_111 pi_222']);
    expect(second!.split(';').slice(-4)).toEqual(['250,00', '', '', '']);
  });

  it('says before camp what the offer still needs from each family, as the roster screen does', () => {
    const csv = rosterCsv(
      [
        row({
          beforeCamp: { required: ['collectors', 'medical_form'], missing: ['collectors'], ready: false },
        }),
        row({ beforeCamp: { required: ['collectors'], missing: [], ready: true } }),
        row({}),
      ],
      translate,
    );
    const lines = csv.slice(CSV_BOM.length).trimEnd().split('\r\n');
    // The column before the status and the payments' five (cells of their own, without a semicolon).
    expect(lines[0]!.split(';').at(-6)).toBe('«column»');
    expect(lines.slice(1).map((line) => line.split(';').at(-6))).toEqual([
      '«not_ready»: «collectors»',
      '«ready»',
      '',
    ]);
  });

  it('says no to photos once the consent was withdrawn', () => {
    const csv = rosterCsv([row({ photoWithdrawn: true })], translate);
    const cells = csv.slice(1).split('\r\n')[1]!.split(';');
    expect(cells.filter((c) => c === '«no»')).toHaveLength(2);
  });
});
