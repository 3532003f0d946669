'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { SideSheet } from '@/components/side-sheet/side-sheet.client';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import skeleton from '@/components/theme/skeleton.module.css';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import { ApiError } from '@/lib/api-client';
import type { Interests, InterestThemes } from '@/lib/loyalty/contract';
import { useInterestThemes } from '../../api/use-contents-for-you-themes';
import { useSaveInterests } from '../../api/use-contents-for-you-interests';
import { useSavedInterests } from '../../api/use-contents-for-you-saved';
import { hasAnyInterest, INTEREST_GROUPS, withInterest } from '../../logic/topics';
import checkboxChip from '../shared/checkbox-chip.module.css';
import styles from './topics.module.css';

export interface InterestsSheetProps {
  open: boolean;
  /**
   * The member's interests as saved: where the choice starts. Absent on a page that cannot know
   * them (the article banner, on cached pages): the sheet then reads them when it opens.
   */
  saved?: Interests;
  onClose: () => void;
  /** After the programme saved the choice, with the choice as saved. */
  onSaved: (interests: Interests) => void;
}

type Problem = 'atLeastOne' | 'saveError';

/**
 * The interests side sheet: the programme's themes (cultures, regions, editorials) as boxes to
 * tick, the saved ones ticked, and 'save'. None ticked is refused here ('Selecione ao menos 1 item
 * da lista abaixo') and again by the route; a failed save keeps the choice and says so. A user the
 * programme does not know (403) is told so instead of the themes.
 */
export function InterestsSheet({ open, saved, onClose, onSaved }: InterestsSheetProps) {
  const t = useTranslations('LoyaltyTopics.sheet');
  const formId = useId();
  const themes = useInterestThemes(open);
  const current = useSavedInterests(open && !saved);
  const save = useSaveInterests();
  // What the member ticked and unticked so far; until then, the saved interests.
  const [edited, setEdited] = useState<Interests | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const choice = edited ?? saved ?? current.data;
  const noProgramme = current.error instanceof ApiError && current.error.status === 403;
  const failed = (themes.isError && !themes.isFetching) || (current.isError && !current.isFetching);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending || !choice) return;
    if (!hasAnyInterest(choice)) {
      setProblem('atLeastOne');
      return;
    }
    setProblem(null);
    save.mutate(choice, {
      onSuccess: onSaved,
      // The route re-checks the rule: its refusal reads as the same message.
      onError: (error) => setProblem(error instanceof ApiError && error.status === 400 ? 'atLeastOne' : 'saveError'),
    });
  }

  return (
    <SideSheet
      open={open}
      title={t('title')}
      closeLabel={t('close')}
      onClose={onClose}
      footer={
        themes.isSuccess &&
        choice && (
          <button type="submit" form={formId} disabled={save.isPending} className={cx(buttonClasses({ variant: 'contained' }), styles.saveButton)}>
            {save.isPending ? t('saving') : t('save')}
          </button>
        )
      }
    >
      <p className={cx(typography.body1, styles.intro)}>{t('intro')}</p>
      {themes.isSuccess && choice ? (
        <form id={formId} onSubmit={submit} noValidate>
          <p role="alert" className={styles.problem}>
            {problem && t(problem)}
          </p>
          <ThemeGroups
            themes={themes.data}
            choice={choice}
            onToggle={(group, id, chosen) => {
              setEdited((before) => withInterest(before ?? choice, group, id, chosen));
              if (problem === 'atLeastOne') setProblem(null);
            }}
          />
        </form>
      ) : noProgramme ? (
        <p role="alert" className={cx(typography.body2, styles.problem)}>
          {t('noProgramme')}
        </p>
      ) : failed ? (
        <div role="alert">
          <p className={cx(typography.body2, styles.problem)}>{t('loadError')}</p>
          <button
            type="button"
            onClick={() => {
              if (themes.isError) void themes.refetch();
              if (current.isError) void current.refetch();
            }}
            className={buttonClasses({ variant: 'outlined' })}
          >
            {t('retry')}
          </button>
        </div>
      ) : (
        <ThemesSkeleton loadingLabel={t('loading')} />
      )}
    </SideSheet>
  );
}

function ThemeGroups({
  themes,
  choice,
  onToggle,
}: {
  themes: InterestThemes;
  choice: Interests;
  onToggle: (group: keyof Interests, id: string, chosen: boolean) => void;
}) {
  const t = useTranslations('LoyaltyTopics.sheet.groups');
  return (
    <div className={styles.groups}>
      {INTEREST_GROUPS.map((group) => (
        <fieldset key={group} className={styles.group}>
          <legend className={cx(typography.h6, styles.legend)}>{t(group)}</legend>
          <div className={styles.options}>
            {themes[group].map((theme) => (
              <label key={theme.id} className={cx(typography.body2, checkboxChip.chip, styles.option)}>
                <input type="checkbox" checked={choice[group].includes(theme.id)} onChange={(event) => onToggle(group, theme.id, event.target.checked)} />
                {theme.title}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

function ThemesSkeleton({ loadingLabel }: { loadingLabel: string }) {
  return (
    <div role="status">
      <span className={layout.visuallyHidden}>{loadingLabel}</span>
      <div aria-hidden className={styles.groups}>
        {INTEREST_GROUPS.map((group) => (
          <div key={group}>
            <span className={cx(skeleton.shape, skeleton.line, styles.width40, styles.legend)} />
            <div className={styles.options}>
              {[0, 1, 2, 3].map((index) => (
                <span key={index} className={cx(skeleton.shape, styles.chipShape)} />
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
