import { useState, type FormEvent } from 'react';
import { PROVINCE_CODES, type FilteredLocation, type ProvinceCode, type Town } from 'shared-api';
import { Button, EmptyState, RetryAlert, SelectField } from 'shared-ui';
import styled from 'styled-components';
import { useJobsFeedT } from '../../../i18n';

export interface FilteredLocationsProps {
  locations: FilteredLocation[];
  /** The province whose towns are offered; '' before one is chosen. */
  province: ProvinceCode | '';
  onProvinceChange: (province: ProvinceCode | '') => void;
  /** The chosen province's towns; undefined while they load. */
  towns: Town[] | undefined;
  townsFailed?: boolean;
  onRetryTowns?: () => void;
  onAdd: (town: string, province: ProvinceCode) => Promise<unknown>;
  onRemove: (location: FilteredLocation) => void;
}

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.spacing(1)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: ${({ theme }) => theme.spacing(2)} 0 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  padding: 2px 2px 2px ${({ theme }) => theme.spacing(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Spaced = styled.div`
  margin-top: ${({ theme }) => theme.spacing(1.5)};
`;

/** Which towns the feed is limited to: a province, then one of its towns from the reference data. */
export function FilteredLocations({
  locations,
  province,
  onProvinceChange,
  towns,
  townsFailed,
  onRetryTowns,
  onAdd,
  onRemove,
}: FilteredLocationsProps) {
  const { t } = useJobsFeedT();
  const [town, setTown] = useState('');
  const [saving, setSaving] = useState(false);
  const provinceName = (code: string) => t(`provinces.${code}` as `provinces.AB`);
  const chosen = new Set(locations.filter((location) => location.province === province).map((location) => location.town));
  const offered = (towns ?? []).filter(({ name }) => !chosen.has(name));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!province || !town || saving) return;
    setSaving(true);
    try {
      await onAdd(town, province);
      setTown('');
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Form noValidate onSubmit={submit}>
        <SelectField
          label={t('integration.locations.province')}
          name="province"
          value={province}
          placeholder={t('jobs.form.chooseProvince')}
          options={PROVINCE_CODES.map((code) => ({ value: code, label: provinceName(code) }))}
          onChange={(event) => {
            setTown('');
            onProvinceChange(event.target.value as ProvinceCode | '');
          }}
        />
        <SelectField
          label={t('integration.locations.town')}
          name="town"
          value={town}
          disabled={!province || towns === undefined}
          placeholder={
            !province
              ? t('integration.locations.provinceFirst')
              : towns === undefined
                ? t('integration.locations.townsLoading')
                : offered.length === 0
                  ? t('integration.locations.noTowns')
                  : t('integration.locations.chooseTown')
          }
          options={offered.map(({ name }) => ({ value: name, label: name }))}
          onChange={(event) => setTown(event.target.value)}
        />
        <Button type="submit" loading={saving} disabled={!province || !town}>
          {t('integration.locations.add')}
        </Button>
      </Form>
      {townsFailed && onRetryTowns ? (
        <Spaced>
          <RetryAlert onRetry={onRetryTowns}>{t('integration.locations.townsFailed')}</RetryAlert>
        </Spaced>
      ) : null}
      {locations.length === 0 ? (
        <EmptyState icon="info" title={t('integration.locations.emptyTitle')} description={t('integration.locations.emptyText')} />
      ) : (
        <Chips aria-label={t('integration.locations.listLabel')}>
          {locations.map((location) => {
            const label = t('integration.locations.item', { town: location.town, province: provinceName(location.province) });
            return (
              <Chip key={location.id}>
                {label}
                <Button
                  variant="ghost"
                  size="sm"
                  icon="close"
                  onClick={() => onRemove(location)}
                  aria-label={t('integration.locations.removeLabel', { location: label })}
                />
              </Chip>
            );
          })}
        </Chips>
      )}
    </>
  );
}
