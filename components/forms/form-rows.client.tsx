'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { FormDefinition, FormItem } from '@/lib/forms/definition';
import { isItemVisible, type FormValues } from '@/lib/forms/visibility';
import { FormField } from './form-field.client';

export interface FormRowsProps<Values extends FieldValues, Transformed = Values> {
  definition: FormDefinition;
  /** The provider fields' current values, by field name: visibility rules follow them. */
  values: FormValues;
  control: Control<Values, unknown, Transformed>;
  /** Where the form keeps a provider field's value (the lead form: the name itself). */
  nameOf: (fieldName: string) => FieldPath<Values>;
  inputIdOf: (fieldName: string) => string;
  selectPlaceholder: string;
}

function Row({ columns, children }: { columns: number; children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` } }}>{children}</Box>;
}

/**
 * A provider-defined form's items in its rows (fields side by side, fieldsets, texts), showing
 * only what its visibility rules let show: the lead form's fields, and the fields a configuration
 * adds to another form (the voucher form's marketing fields).
 */
export function FormRows<Values extends FieldValues, Transformed = Values>({ definition, values, control, nameOf, inputIdOf, selectPlaceholder }: FormRowsProps<Values, Transformed>) {
  const renderItem = (item: FormItem, key: string): ReactNode => {
    if (!isItemVisible(item, values)) return null;
    if (item.kind === 'html') {
      // Sanitized on our server when the definition was read from the provider.
      return <Box key={key} sx={{ color: 'text.secondary', fontSize: '0.9375rem', '& p': { m: 0 } }} dangerouslySetInnerHTML={{ __html: item.html }} />;
    }
    if (item.kind === 'fieldset') {
      return (
        <Box key={key} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: { xs: 2, sm: 3 }, pt: 1, pb: 3, m: 0, display: 'grid', gap: 2.5 }}>
          <Typography component="legend" variant="h4" sx={{ px: 1 }}>
            {item.legend}
          </Typography>
          {renderRows(item.rows, key)}
        </Box>
      );
    }
    if (item.type === 'hidden') return null;
    return (
      <FormField
        key={key}
        field={item}
        control={control}
        name={nameOf(item.name)}
        country={definition.country}
        inputId={inputIdOf(item.name)}
        selectPlaceholder={selectPlaceholder}
      />
    );
  };

  const renderRows = (rows: readonly (readonly FormItem[])[], prefix: string) =>
    rows.map((row, rowIndex) => {
      const items = row.map((item, index) => renderItem(item, `${prefix}-${rowIndex}-${index}`)).filter(Boolean);
      return items.length === 0 ? null : (
        <Row key={`${prefix}-${rowIndex}`} columns={items.length}>
          {items}
        </Row>
      );
    });

  return <>{renderRows(definition.rows, 'row')}</>;
}
