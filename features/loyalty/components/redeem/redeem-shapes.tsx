import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import { redemptionKinds } from '@/lib/loyalty/contract';
import styles from './redeem.module.css';

/** Placeholder rows of the requests list: about what a member who redeemed before has. */
export const PLACEHOLDER_REQUESTS = 3;

/**
 * What stands in the redeem flow's place while the member's balance loads (the block's skeleton on
 * a streamed page, and the island while it reads again): the balance line, the first step's panel
 * with its five kinds, and the requests, at the size they will have. Plain elements: server and
 * client render it alike.
 */
export function RedeemShapes({ loadingLabel }: { loadingLabel: string }) {
  return (
    <div role="status">
      <span className={layout.visuallyHidden}>{loadingLabel}</span>
      <div aria-hidden>
        <p className={styles.balance}>
          <span className={cx(skeleton.shape, skeleton.line, styles.balanceShape)} />
        </p>
        <div className={styles.panel}>
          <span className={cx(skeleton.shape, skeleton.line, styles.lineShape, styles.steps)} />
          <span className={cx(skeleton.shape, skeleton.line, styles.lineShape, styles.stepHeading)} />
          <div className={styles.options}>
            {redemptionKinds.map((kind) => (
              <span key={kind} className={cx(skeleton.shape, styles.optionShape)} />
            ))}
          </div>
          <div className={styles.actions}>
            <span className={cx(skeleton.shape, skeleton.button, styles.buttonShape)} />
          </div>
        </div>
        <RequestShapes />
      </div>
    </div>
  );
}

/** The requests list's heading and rows while they load. */
export function RequestShapes() {
  return (
    <div className={styles.requests}>
      <span className={cx(skeleton.shape, skeleton.line, styles.lineShape, styles.requestsHeading)} />
      <div className={styles.requestList}>
        {Array.from({ length: PLACEHOLDER_REQUESTS }, (_, index) => (
          <span key={index} className={cx(skeleton.shape, styles.request)} />
        ))}
      </div>
    </div>
  );
}
