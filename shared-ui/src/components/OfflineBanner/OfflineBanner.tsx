import styled from 'styled-components';
import { useUiT } from '../../i18n/ui';
import { useOnline } from '../../hooks/useOnline';
import { Icon } from '../Icon/Icon';

/** Always in the page (empty while online), so that screen readers announce the banner when it appears. */
const Region = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  left: 50%;
  bottom: ${({ theme }) => theme.spacing(2)};
  transform: translateX(-50%);
  width: max-content;
  max-width: calc(100vw - ${({ theme }) => theme.spacing(4)});
`;

const Bar = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => `${theme.spacing(1.5)} ${theme.spacing(2)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.textInverse};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  & > svg {
    flex: none;
    margin-top: 2px;
  }
`;

const Title = styled.strong`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * Says, at the bottom of the window, that the connection dropped and that changes are kept until it returns:
 * shown while the browser is offline, gone once it is back.
 */
export function OfflineBanner() {
  const { t } = useUiT();
  const online = useOnline();
  return (
    <Region role="status">
      {online ? null : (
        <Bar>
          <Icon name="warning" size={18} />
          <span>
            <Title>{t('offline.title')}</Title>
            {t('offline.body')}
          </span>
        </Bar>
      )}
    </Region>
  );
}
