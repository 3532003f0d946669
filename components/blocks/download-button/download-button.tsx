import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/theme/button-classes';
import layout from '@/components/theme/layout.module.css';
import { SvgIcon } from '@/components/theme/svg-icon';
import type { BlockProps } from '@/lib/cms/blocks';
import styles from './download-button.module.css';
import { formatFileSize } from './file-size';
import type { DownloadButtonProps } from './schema';

const DOWNLOAD = 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z';

/**
 * A link that downloads a file of this site. The file path is not locale-prefixed: files in
 * `public/` are the same for every locale. Format and size sit inside the link, so they are part
 * of its name; a hidden hint says it downloads, which `download` itself never announces.
 */
export async function DownloadButton({ props, context }: BlockProps<DownloadButtonProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'DownloadButton' });
  const { label, file, format, sizeBytes } = props;
  const details = [format, sizeBytes === undefined ? undefined : formatFileSize(sizeBytes, context.locale)].filter(Boolean).join(' · ');
  return (
    <div className={`${layout.container} ${styles.frame}`}>
      <a href={file} download className={`${buttonClasses({ variant: 'contained', size: 'large' })} ${styles.button}`}>
        <span className={styles.icon}>
          <SvgIcon path={DOWNLOAD} size="inherit" />
        </span>
        {/* The spaces keep the accessible name readable ("Bula PDF · 1,2 MB"); flex layout ignores them. */}
        <span>{label}</span> {details && <span className={styles.details}>{details}</span>}{' '}
        <span className={layout.visuallyHidden}>{t('downloadHint')}</span>
      </a>
    </div>
  );
}
