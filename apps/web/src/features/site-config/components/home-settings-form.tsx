import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  HOME_MESSAGES,
  SITE_CONFIG_MESSAGES,
  homeSettingsSchema,
  type HomeSettings,
} from '@academy/contract/site-config';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SettingsForm } from './settings-form';
import { SlidesField } from './slides-field';

const EMPTY: HomeSettings = {
  slides: [],
  stats: { tutors: '', students: '', examSuccess: '', foundedYear: 2012 },
};

const FIGURES = [
  ['students', msg`Students taught since the academy began`],
  ['tutors', msg`Expert tutors`],
  ['examSuccess', msg`Exam success`],
] as const;

/** The Home tab: the carousel's slides and the about section's figures. */
export function HomeSettingsForm() {
  const { t, i18n } = useLingui();
  return (
    <SettingsForm
      tab="home"
      schema={homeSettingsSchema as never}
      empty={EMPTY}
      fields={['slides', ...FIGURES.map(([key]) => `stats.${key}` as const), 'stats.foundedYear']}
      loadError={HOME_MESSAGES.load}
      saveError={SITE_CONFIG_MESSAGES.saveOther}
    >
      {(form) => {
        const errors = form.formState.errors;
        return (
          <>
            <SlidesField form={form} />
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-lg font-semibold">
                <Trans>Figures on the home page</Trans>
              </legend>
              <p className="text-sm text-muted-foreground sm:col-span-2">
                <Trans>
                  Students on the site, courses and mock tests are counted for you. A figure below
                  that is lower than what the site counts (fewer students taught than have signed
                  up, fewer tutors than the teachers listed) gives way to the count.
                </Trans>
              </p>
              {FIGURES.map(([key, label]) => (
                <FormField
                  key={key}
                  id={`home-${key}`}
                  label={i18n._(label)}
                  hint={t`As shown, for example 100+ or 98%. Leave empty to hide it.`}
                  error={errors.stats?.[key]?.message}
                >
                  {(field) => <Input {...field} {...form.register(`stats.${key}`)} />}
                </FormField>
              ))}
              <FormField
                id="home-founded"
                label={t`Founded in (year)`}
                error={errors.stats?.foundedYear?.message}
              >
                {(field) => (
                  <Input {...field} {...form.register('stats.foundedYear')} inputMode="numeric" />
                )}
              </FormField>
            </fieldset>
          </>
        );
      }}
    </SettingsForm>
  );
}
