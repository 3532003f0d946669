import { render, renderHook } from '@testing-library/react';
import { MISSING_REDEEM_PROVIDER, RedeemFlowProvider, useRedeemFlow } from './redeem-context.client';

describe('useRedeemFlow', () => {
  it('throws outside its provider, saying what is missing (spec §8)', () => {
    // React logs the error it rethrows; the test is about the throw.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useRedeemFlow())).toThrow(MISSING_REDEEM_PROVIDER);
    expect(MISSING_REDEEM_PROVIDER).toMatch(/RedeemFlowProvider/);
  });

  it('gives the flow\'s state inside it, from the first step', () => {
    let step: string | undefined;
    function Probe() {
      step = useRedeemFlow().step;
      return null;
    }
    render(
      <RedeemFlowProvider member={{ orbiaPoints: 10, flGroupLeader: false, familiarGroup: null }} storageKey="loyalty-redeem-attempt:test">
        <Probe />
      </RedeemFlowProvider>,
    );
    expect(step).toBe('kind');
  });
});
