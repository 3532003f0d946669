'use client';
import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { useFormatter, useTranslations } from 'next-intl';
import type { Dispatch } from 'react';
import { AMOUNT_MAX, AMOUNT_MIN, AMOUNT_STEP, climaticYears, waterInGroundOptions, type ClimaticYear, type Farm, type WaterInGround } from '@/lib/planting-advisory/contract';
import { amountErrorKey, isBlockedAmountKey } from '../logic/amount';
import type { AdvisoryChoices, ChoicesAction } from '../logic/advisory-state';
import { fromIsoDate, minSowingDate, SOWING_DATE_FORMAT, toIsoDate } from '../logic/sowing-date';
import styles from './planting-advisory.module.css';

interface ChoicesProps {
  choices: AdvisoryChoices;
  dispatch: Dispatch<ChoicesAction>;
  /** Names the controls: the flow and the edit modal may both be in the page. */
  idPrefix: string;
}

/** Step selectField (spec §4, §5): a farm, then one of its fields, both searchable. */
export function FieldChoices({ farms, choices, dispatch, idPrefix }: ChoicesProps & { farms: readonly Farm[] }) {
  const t = useTranslations('PlantingAdvisory');
  const format = useFormatter();
  const farm = farms.find((item) => item.name === choices.selectedFarm);
  const fields = farm?.fields ?? [];
  return (
    <div className={styles.fields}>
      <Autocomplete
        id={`${idPrefix}-farm`}
        options={farms}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.name === value.name}
        value={farm ?? null}
        onChange={(_, selected) => dispatch({ type: 'farm', farm: selected?.name ?? null })}
        noOptionsText={t('noFarms')}
        renderInput={(params) => <TextField {...params} label={t('farm')} required helperText={farms.length === 0 ? t('noFarms') : undefined} />}
      />
      <Autocomplete
        id={`${idPrefix}-field`}
        // A field needs a farm first (spec §5).
        disabled={!farm}
        options={fields}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.name === value.name}
        value={fields.find((item) => item.name === choices.selectedField) ?? null}
        onChange={(_, selected) => dispatch({ type: 'field', field: selected?.name ?? null })}
        noOptionsText={t('noFields')}
        renderOption={({ key, ...props }, field) => (
          <li key={key} {...props}>
            <span className={styles.optionText}>
              <span>{t('fieldOption', { name: field.name, area: format.number(field.area, { maximumFractionDigits: 1 }), owner: field.owner })}</span>
              {field.isBestOption && <span className={styles.best}>{t('bestOption')}</span>}
            </span>
          </li>
        )}
        renderInput={(params) => <TextField {...params} label={t('field')} required helperText={farm && fields.length === 0 ? t('noFields') : undefined} />}
      />
    </div>
  );
}

/** Step environment (spec §4, §5): climatic year, sowing date, expected yield, water in the ground. */
export function EnvironmentChoices({ choices, dispatch, idPrefix }: ChoicesProps) {
  const t = useTranslations('PlantingAdvisory');
  const format = useFormatter();
  const amountError = amountErrorKey(choices.selectedAmount);
  return (
    <div className={styles.fields}>
      <FormControl required>
        <FormLabel id={`${idPrefix}-climatic-year`}>{t('climaticYear')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${idPrefix}-climatic-year`}
          name={`${idPrefix}-climatic-year`}
          value={choices.selectedClimaticYear ?? ''}
          onChange={(event) => dispatch({ type: 'climaticYear', climaticYear: event.target.value as ClimaticYear })}
        >
          {climaticYears.map((year) => (
            <FormControlLabel key={year} value={year} control={<Radio />} label={year} />
          ))}
        </RadioGroup>
      </FormControl>
      {/* Read-only text (spec §5): a date is only picked in the calendar its button opens, never typed. */}
      <MobileDatePicker
        label={t('sowingDate')}
        format={SOWING_DATE_FORMAT}
        minDate={minSowingDate(new Date())}
        disablePast
        closeOnSelect
        value={choices.selectedDate ? fromIsoDate(choices.selectedDate) : null}
        onAccept={(date) => dispatch({ type: 'date', date: date ? toIsoDate(date) : null })}
        slotProps={{ field: { readOnly: true }, textField: { id: `${idPrefix}-date`, required: true, name: `${idPrefix}-date` } }}
      />
      <TextField
        id={`${idPrefix}-amount`}
        type="number"
        label={t('amount')}
        required
        value={choices.selectedAmount}
        error={amountError !== null}
        helperText={amountError ? t(amountError) : t('amountHint')}
        onKeyDown={(event) => {
          if (isBlockedAmountKey(event.key)) event.preventDefault();
        }}
        onChange={(event) => dispatch({ type: 'amountTyped', text: event.target.value })}
        onBlur={() => dispatch({ type: 'amountBlurred' })}
        slotProps={{ htmlInput: { min: AMOUNT_MIN, max: AMOUNT_MAX, step: AMOUNT_STEP, inputMode: 'decimal' } }}
      />
      <FormControl required>
        <FormLabel id={`${idPrefix}-water`}>{t('waterInGround')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${idPrefix}-water`}
          name={`${idPrefix}-water`}
          value={choices.selectedWaterInGround === null ? '' : String(choices.selectedWaterInGround)}
          onChange={(event) => dispatch({ type: 'water', water: Number(event.target.value) as WaterInGround })}
        >
          {waterInGroundOptions.map((percent) => (
            <FormControlLabel key={percent} value={String(percent)} control={<Radio />} label={format.number(percent / 100, { style: 'percent' })} />
          ))}
        </RadioGroup>
      </FormControl>
    </div>
  );
}
