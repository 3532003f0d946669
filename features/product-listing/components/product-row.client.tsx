'use client';
import { useState } from 'react';
import catalogue from '@/components/catalogue/catalogue.module.css';
import { isExternalHref } from '@/components/cms/cms-href';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { ListingRow } from '../logic/listing';
import { badgeLabel, DOWNLOADS_SHOWN, LONG_DESCRIPTION, NARROW_PREVIEW, truncate, WIDE_PREVIEW } from '../logic/rules';
import styles from './product-listing.module.css';

export interface ProductRowLabels {
  bio: string;
  details: string;
  showMore: string;
  showLess: string;
  downloads: string;
  showAllDownloads: string;
  showFewerDownloads: string;
  noDownloads: string;
  /** The site's "(opens in a new tab)", for a document on another site. */
  newTab: string;
}

/**
 * One product of the listing: a row with its logo, name (its page's link), tag (type or novelty),
 * bio label and description preview (20 characters under 540 px, 40 above: both are in the markup
 * and a media query shows one, so the server and the browser agree), and a toggle for its details
 * row: the description (cut at 250 with 'show more') and its downloads (the first 2, then all).
 * Closed details are not rendered: the server's HTML holds each product's row only (the details
 * doubled a seeds listing's markup, and its first layout, for what only a press of the toggle
 * shows; the product's page, linked from its name, has them for a crawler and a visitor without
 * script).
 */
export function ProductRow({ row, idPrefix, labels }: { row: ListingRow; idPrefix: string; labels: ProductRowLabels }) {
  const [open, setOpen] = useState(false);
  const [wholeDescription, setWholeDescription] = useState(false);
  const [allDownloads, setAllDownloads] = useState(false);
  const id = `${idPrefix}-${row.seoSlug}`;
  const long = [...row.description].length > LONG_DESCRIPTION;
  const downloads = allDownloads ? row.downloads : row.downloads.slice(0, DOWNLOADS_SHOWN);

  return (
    <tbody role="rowgroup" className={styles.product}>
      <tr role="row">
        <th role="rowheader" scope="row" className={styles.nameCell}>
          <div className={styles.identity}>
            {row.logo ? (
              // eslint-disable-next-line @next/next/no-img-element -- the catalogue's logos: any size, from its own host
              <img src={row.logo} alt="" width={48} height={48} loading="lazy" decoding="async" className={styles.logo} />
            ) : (
              <span aria-hidden="true" className={styles.logo} />
            )}
            <div className={styles.nameAndTags}>
              <a href={row.href} className={cx(typography.link, styles.name)}>
                {row.name}
              </a>
              <span className={catalogue.tags}>
                {row.novelty ? <NoveltyBadge label={row.novelty} /> : <span className={catalogue.tag}>{row.type}</span>}
                {row.isBio && <span className={cx(catalogue.tag, catalogue.bio)}>{labels.bio}</span>}
              </span>
            </div>
          </div>
        </th>
        <td role="cell" className={styles.preview}>
          <span className={styles.narrowPreview}>{truncate(row.description, NARROW_PREVIEW)}</span>
          <span className={styles.widePreview}>{truncate(row.description, WIDE_PREVIEW)}</span>
        </td>
        <td role="cell" className={styles.toggleCell}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            // Only what exists can be referred to.
            aria-controls={open ? `${id}-details` : undefined}
            onClick={() => setOpen(!open)}
          >
            {/* Which product: read out, not shown (the row says it). The space stays outside: a name is made of trimmed parts. */}
            <span className={styles.toggleLabel}>{labels.details}</span>{' '}
            <span className={layout.visuallyHidden}>{row.name}</span>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.chevron}>
              <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
            </svg>
          </button>
        </td>
      </tr>
      {open && (
        <tr role="row" id={`${id}-details`} className={styles.details}>
          <td role="cell" colSpan={3}>
            <div className={styles.detailsBody}>
              <div>
                <p id={`${id}-description`} className={cx(typography.body1, styles.description)}>
                  {long && !wholeDescription ? truncate(row.description, LONG_DESCRIPTION) : row.description}
                </p>
                {long && (
                  <button
                    type="button"
                    className={styles.more}
                    aria-expanded={wholeDescription}
                    aria-controls={`${id}-description`}
                    onClick={() => setWholeDescription(!wholeDescription)}
                  >
                    {wholeDescription ? labels.showLess : labels.showMore}
                  </button>
                )}
              </div>
              <div>
                <p id={`${id}-downloads-title`} className={styles.downloadsTitle}>
                  {labels.downloads}
                </p>
                {row.downloads.length === 0 ? (
                  <p className={typography.body2}>{labels.noDownloads}</p>
                ) : (
                  <ul id={`${id}-downloads`} aria-labelledby={`${id}-downloads-title`} className={cx(layout.plainList, styles.downloads)}>
                    {downloads.map((download) => (
                      <li key={download.url}>
                        <DownloadLink title={download.title} url={download.url} newTab={labels.newTab} />
                      </li>
                    ))}
                  </ul>
                )}
                {row.downloads.length > DOWNLOADS_SHOWN && (
                  <button type="button" className={styles.more} aria-expanded={allDownloads} aria-controls={`${id}-downloads`} onClick={() => setAllDownloads(!allDownloads)}>
                    {allDownloads ? labels.showFewerDownloads : labels.showAllDownloads}
                  </button>
                )}
              </div>
            </div>
          </td>
        </tr>
      )}
    </tbody>
  );
}

/** The editor's badge, cut as the spec says; a cut one keeps its whole text for screen readers and as a tooltip. */
function NoveltyBadge({ label }: { label: string }) {
  const shown = badgeLabel(label);
  if (shown === label) return <span className={cx(catalogue.tag, styles.novelty)}>{label}</span>;
  return (
    <span className={cx(catalogue.tag, styles.novelty)} title={label}>
      <span aria-hidden="true">{shown}</span>
      <span className={layout.visuallyHidden}>{label}</span>
    </span>
  );
}

/** A document: on this site a plain link, on another one in a new tab (and screen readers are told). */
function DownloadLink({ title, url, newTab }: { title: string; url: string; newTab: string }) {
  const external = isExternalHref(url);
  return (
    <a href={url} className={cx(typography.link, styles.download)} {...(external && { target: '_blank', rel: 'noopener noreferrer' })}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.downloadIcon}>
        <path d="M19 9h-4V3H9v6H5l7 7zM5 18v2h14v-2z" />
      </svg>
      {title}
      {external && (
        <>
          {' '}
          <span className={layout.visuallyHidden}>{newTab}</span>
        </>
      )}
    </a>
  );
}
