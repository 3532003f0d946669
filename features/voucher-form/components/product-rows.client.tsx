'use client';

import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { VOUCHER_LIMITS } from '@/lib/vouchers/contract';
import type { ProductRow } from '../logic/rows';
import type { VoucherControl } from '../logic/voucher-request';
import type { VoucherProduct } from '../schema';
import styles from './voucher-form.module.css';
import { VoucherField, VoucherSelect } from './voucher-field.client';

export const productInputId = (idPrefix: string, row: ProductRow) => `${idPrefix}-product-${row.id}`;
export const amountInputId = (idPrefix: string, row: ProductRow) => `${idPrefix}-amount-${row.id}`;

interface ProductRowsProps {
  idPrefix: string;
  control: VoucherControl;
  rows: readonly ProductRow[];
  products: readonly VoucherProduct[];
  /** The error of the list as a whole (too many rows), in words. */
  listError?: string;
  onAdd: () => void;
  onRemove: (row: ProductRow) => void;
}

/** The products list: a product and its quantity per row, a remove button each, and "add product". */
export function ProductRows({ idPrefix, control, rows, products, listError, onAdd, onRemove }: ProductRowsProps) {
  const t = useTranslations('VoucherForm');
  const hydrated = useHydrated();
  return (
    <>
      <ul className={cx(layout.plainList, styles.rows)}>
        {rows.map((row, index) => (
          <li key={row.id}>
            {/* A list item cannot be a group itself: the group (named 'Produto 1'…) is inside it. */}
            <div role="group" aria-label={t('rowLabel', { number: index + 1 })} className={styles.row}>
              <ProductSelect idPrefix={idPrefix} control={control} row={row} index={index} products={products} />
              <AmountInput idPrefix={idPrefix} control={control} row={row} index={index} />
              <Button variant="text" color="inherit" className={styles.remove} disabled={!hydrated} onClick={() => onRemove(row)} aria-label={t('removeProduct', { number: index + 1 })}>
                {t('remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {listError && (
        <p role="alert" className={styles.error}>
          {listError}
        </p>
      )}
      <div>
        {/* The contract's ceiling: a row more could not be sent. Until hydrated a click would do nothing: it waits. */}
        <Button variant="outlined" onClick={onAdd} disabled={!hydrated || rows.length >= VOUCHER_LIMITS.maxProducts}>
          {t('addProduct')}
        </Button>
      </div>
    </>
  );
}

interface RowFieldProps {
  idPrefix: string;
  control: VoucherControl;
  row: ProductRow;
  index: number;
}

function ProductSelect({ idPrefix, control, row, index, products }: RowFieldProps & { products: readonly VoucherProduct[] }) {
  const t = useTranslations('VoucherForm');
  return (
    <VoucherSelect
      control={control}
      name={`products.${index}.product`}
      id={productInputId(idPrefix, row)}
      label={t('productLabel')}
      placeholder={t('productPlaceholder')}
      options={products.map((product) => ({ value: product.id, label: product.label }))}
    />
  );
}

function AmountInput({ idPrefix, control, row, index }: RowFieldProps) {
  const t = useTranslations('VoucherForm');
  return (
    <VoucherField
      control={control}
      name={`products.${index}.amount`}
      id={amountInputId(idPrefix, row)}
      label={t('amountLabel')}
      type="number"
      slotProps={{ htmlInput: { min: VOUCHER_LIMITS.minAmount, max: VOUCHER_LIMITS.maxAmount, step: 1, inputMode: 'numeric' } }}
    />
  );
}
