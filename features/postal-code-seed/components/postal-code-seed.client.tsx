'use client';
// First: zod builds its parsers when their modules load, and must know by then not to compile them (lib/browser/zod-jitless.ts).
import '@/lib/browser/zod-jitless';
import { useState } from 'react';
import { ModalProvider, useModal } from '@/components/modal/modal-provider.client';
import { buttonClasses } from '@/components/theme/button-classes';
import type { PostcodePlace } from '@/lib/postal-code-seed/contract';
import { CepForm, type CepFormLabels } from './cep-form.client';
import { Recommendation, type RecommendationLabels } from './recommendation.client';
import styles from './postal-code-seed.module.css';

export interface PostalCodeSeedLabels extends CepFormLabels, RecommendationLabels {
  showingFor: string;
  change: string;
  changeTitle: string;
  close: string;
}

export interface PostalCodeSeedWidgetProps {
  idPrefix: string;
  locale: string;
  labels: PostalCodeSeedLabels;
}

/** The widget with its modal (spec §4: 'change' opens a modal to enter another CEP). */
export function PostalCodeSeedWidget(props: PostalCodeSeedWidgetProps) {
  return (
    <ModalProvider closeLabel={props.labels.close}>
      <PostalCodeSeed {...props} />
    </ModalProvider>
  );
}

/**
 * Spec §4 "Seed postal widget": the CEP entry, its lookup, then the widget with the city and the
 * recommendation for its point; 'change' asks for another CEP in a modal and shows its widget.
 */
function PostalCodeSeed({ idPrefix, locale, labels }: PostalCodeSeedWidgetProps) {
  const modal = useModal();
  const [shown, setShown] = useState<{ cep: string; place: PostcodePlace } | null>(null);

  if (!shown) return <CepForm idPrefix={idPrefix} labels={labels} onFound={(cep, place) => setShown({ cep, place })} />;

  const changeCep = () =>
    modal.open(
      <CepForm
        idPrefix={`${idPrefix}-change`}
        labels={labels}
        onFound={(cep, place) => {
          setShown({ cep, place });
          modal.close();
        }}
      />,
      { title: labels.changeTitle },
    );

  return (
    <div className={styles.widget}>
      <div className={styles.place}>
        <p>
          {labels.showingFor} <strong>{shown.place.properties.postcode_name}</strong> <span className={styles.cep}>({shown.cep})</span>
        </p>
        <button type="button" className={buttonClasses({ variant: 'outlined' })} onClick={changeCep} aria-haspopup="dialog">
          {labels.change}
        </button>
      </div>
      {/* A new point is a new recommendation: its state starts again. */}
      <Recommendation key={shown.place.geometry.coordinates.join(',')} coordinates={shown.place.geometry.coordinates} locale={locale} labels={labels} />
    </div>
  );
}
