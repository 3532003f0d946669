import { getTranslations } from 'next-intl/server';
import { resolveCmsHref } from '@/components/cms/cms-href';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import { isFieldDataConnected } from '@/lib/field-data/connection';
import { fieldSelectionLink } from '@/lib/upstreams/field-view/client';
import type { ConnectAccountBlockProps } from '../schema';
import { ConnectAccountAction } from './connect-account-island.client';
import styles from './connect-account.module.css';

/** The spec's query on the connect page: after connecting, back to the planting advisory. */
export const PRECEON_REDIRECT = 'preceon-redirect';

/**
 * The `field-data-connect` block (spec §2 `/configuracion-de-perfil/conectar-cuenta`): the viewer
 * connects their field-data account (our route keeps the authorization on the server) and picks
 * fields on the partner's field-selection site, linked with our client id. With
 * `?preceon-redirect=true` a connected user goes back to the planting advisory, else to the
 * campaign page (the advisory, in a locale without one). A connected viewer sees so, and may
 * disconnect.
 */
export async function ConnectAccountBlock({ props, context, nodeId }: BlockProps<ConnectAccountBlockProps>) {
  const { viewer, locale, searchParams } = context;
  if (!viewer) return null;
  const [t, connected] = await Promise.all([getTranslations({ locale, namespace: 'FieldData.connect' }), isFieldDataConnected(viewer.uid)]);
  const continuePath = searchParams?.get(PRECEON_REDIRECT) === 'true' ? undefined : props.continuePath;
  const toAdvisory = continuePath === undefined;
  const nextHref = resolveCmsHref(locale, continuePath ?? props.advisoryPath);
  const fieldSelection = fieldSelectionLink();
  return (
    <ConnectAccountPanel
      headingId={`${nodeId ?? 'field-data-connect'}-heading`}
      heading={props.heading ?? t('heading')}
      connected={connected}
      nextHref={nextHref}
      fieldSelectionHref={fieldSelection}
      words={{
        text: t('text'),
        fieldSelection: t('fieldSelection'),
        connectedTitle: t('connectedTitle'),
        connectedText: t('connectedText'),
        continue: toAdvisory ? t('continueToAdvisory') : t('continue'),
        connect: { idle: t('connect'), busy: t('connecting'), failed: t('failed') },
        disconnect: { idle: t('disconnect'), busy: t('disconnecting'), failed: t('failed') },
      }}
    />
  );
}

interface ConnectAccountPanelProps {
  heading: string;
  headingId: string;
  connected: boolean;
  nextHref: string;
  fieldSelectionHref: string | null;
  words: {
    text: string;
    fieldSelection: string;
    connectedTitle: string;
    connectedText: string;
    continue: string;
    connect: { idle: string; busy: string; failed: string };
    disconnect: { idle: string; busy: string; failed: string };
  };
}

/** The panel itself, words as props. */
export function ConnectAccountPanel({ heading, headingId, connected, nextHref, fieldSelectionHref, words }: ConnectAccountPanelProps) {
  return (
    <WidgetSection heading={heading} headingId={headingId}>
      <div className={styles.panel}>
        {connected ? (
          <div>
            <p className={cx(typography.h6, styles.text)}>{words.connectedTitle}</p>
            <p className={cx(typography.body2, styles.text)}>{words.connectedText}</p>
          </div>
        ) : (
          <p className={cx(typography.body1, styles.text)}>{words.text}</p>
        )}
        <div className={styles.actions}>
          {connected ? (
            <>
              <a href={nextHref} className={buttonClasses({ variant: 'contained' })}>
                {words.continue}
              </a>
              <ConnectAccountAction mode="disconnect" nextHref={nextHref} labels={words.disconnect} />
            </>
          ) : (
            <ConnectAccountAction mode="connect" nextHref={nextHref} labels={words.connect} />
          )}
          {fieldSelectionHref && (
            <a href={fieldSelectionHref} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: 'outlined' })}>
              {words.fieldSelection}
            </a>
          )}
        </div>
      </div>
    </WidgetSection>
  );
}
