import { emptyDraft, firstRefusedStep, recipientsFor, requestOf, stepProblem, type RedeemDraft, type RedeemMember } from './redeem-steps';

const leader: RedeemMember = { orbiaPoints: 20_000, flGroupLeader: true, familiarGroup: { nmGroup: 'Família Ribeiro', starsGroup: 4 } };
const groupMember: RedeemMember = { ...leader, flGroupLeader: false };
const alone: RedeemMember = { orbiaPoints: 20_000, flGroupLeader: false, familiarGroup: null };
/** A leader flag without a group (the programme's data can say so): no group to redeem for. */
const leaderWithoutGroup: RedeemMember = { ...alone, flGroupLeader: true };

const draft = (changes: Partial<RedeemDraft>): RedeemDraft => ({ ...emptyDraft, ...changes });

describe('recipientsFor', () => {
  it.each([
    ['the group leader', leader, ['self', 'group']],
    ['a member of the group who does not lead it', groupMember, ['self']],
    ['a member outside any group', alone, ['self']],
    ['a leader flag without a group', leaderWithoutGroup, ['self']],
  ])('%s -> %j', (_, member, recipients) => {
    expect(recipientsFor(member)).toEqual(recipients);
  });
});

describe('stepProblem', () => {
  it.each([
    ['kind', draft({}), leader, 'kind_required'],
    ['kind', draft({ kind: 'loyalty-rewards' }), leader, null],
    ['amount', draft({ amountText: '' }), leader, 'amount_required'],
    ['amount', draft({ amountText: '1.500' }), leader, null],
    ['amount', draft({ amountText: '20.000' }), leader, null],
    ['amount', draft({ amountText: '20.001' }), leader, 'amount_exceeds_balance'],
    ['amount', draft({ amountText: '0' }), leader, 'amount_too_small'],
    ['amount', draft({ amountText: '1,5' }), leader, 'amount_not_integer'],
    ['recipient', draft({ recipient: 'self' }), groupMember, null],
    ['recipient', draft({ recipient: 'group' }), leader, null],
    ['recipient', draft({ recipient: 'group' }), groupMember, 'group_requires_leader'],
    ['recipient', draft({ recipient: 'group' }), alone, 'group_requires_leader'],
    ['recipient', draft({ recipient: 'group' }), leaderWithoutGroup, 'group_requires_leader'],
    ['note', draft({ note: '' }), leader, null],
    ['note', draft({ note: 'x'.repeat(500) }), leader, null],
    // Spaces around the note are not sent, so they do not count.
    ['note', draft({ note: ` ${'x'.repeat(500)}  ` }), leader, null],
    ['note', draft({ note: 'x'.repeat(501) }), leader, 'note_too_long'],
    ['review', draft({}), leader, null],
  ] as const)('%s of %j -> %s', (step, entered, member, problem) => {
    expect(stepProblem(step, entered, member)).toBe(problem);
  });
});

describe('firstRefusedStep and requestOf', () => {
  const complete = draft({ kind: '100-traditional', amountText: '1.500', recipient: 'group', note: '  Entregar na sede  ' });

  it('finds nothing to refuse in a complete draft, whose request has the amount as a number and the note trimmed', () => {
    expect(firstRefusedStep(complete, leader)).toBeNull();
    expect(requestOf(complete, leader)).toEqual({ kind: '100-traditional', amount: 1_500, recipient: 'group', note: 'Entregar na sede' });
  });

  it('leaves a blank note out of the request', () => {
    expect(requestOf({ ...complete, note: '   ' }, leader)).toEqual({ kind: '100-traditional', amount: 1_500, recipient: 'group' });
  });

  it('names the earliest refused step with its code', () => {
    expect(firstRefusedStep({ ...complete, amountText: '99.999', recipient: 'group' }, groupMember)).toEqual({ step: 'amount', code: 'amount_exceeds_balance' });
    expect(firstRefusedStep(complete, groupMember)).toEqual({ step: 'recipient', code: 'group_requires_leader' });
    expect(firstRefusedStep({ ...complete, kind: null }, leader)).toEqual({ step: 'kind', code: 'kind_required' });
  });

  it('refuses to build a request from an incomplete draft', () => {
    expect(() => requestOf({ ...complete, amountText: '' }, leader)).toThrow();
  });
});
