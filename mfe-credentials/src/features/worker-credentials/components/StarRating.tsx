import styled from 'styled-components';
import { useCredentialsT } from '../../../i18n';
import { ASSESSMENT_MAX_SCORE, nextScore } from '../utils/assessmentScore';

export interface StarRatingProps {
  value: number;
  /** Without it the stars only show the score. */
  onChange?: (score: number) => void;
  size?: number;
}

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 2px;
`;

const StarButton = styled.button<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size + 12}px;
  height: ${({ $size }) => $size + 12}px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const StarShape = styled.svg<{ $filled: boolean }>`
  display: block;
  fill: ${({ $filled }) => ($filled ? '#d97706' : 'transparent')};
  stroke: ${({ theme, $filled }) => ($filled ? '#b45309' : theme.colors.inputBorder)};
  stroke-width: 1.5;
`;

function Star({ filled, size }: { filled: boolean; size: number }) {
  return (
    <StarShape $filled={filled} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        strokeLinejoin="round"
        d="M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.2L12 17.1 6.4 20l1.1-6.2L2.9 9.4l6.3-.9z"
      />
    </StarShape>
  );
}

/** A 1–5 star score; as an input, pressing the current score clears it. */
export function StarRating({ value, onChange, size = 18 }: StarRatingProps) {
  const { t } = useCredentialsT();
  const stars = Array.from({ length: ASSESSMENT_MAX_SCORE }, (_, index) => index + 1);
  if (!onChange) {
    return (
      <Row role="img" aria-label={t('stars.outOf', { value, max: ASSESSMENT_MAX_SCORE })}>
        {stars.map((star) => (
          <Star key={star} filled={star <= value} size={size} />
        ))}
      </Row>
    );
  }
  return (
    <Row role="group" aria-label={t('stars.score', { value, max: ASSESSMENT_MAX_SCORE })}>
      {stars.map((star) => (
        <StarButton
          key={star}
          type="button"
          $size={size}
          aria-label={t('stars.star', { count: star })}
          aria-pressed={star === value}
          onClick={() => onChange(nextScore(value, star))}
        >
          <Star filled={star <= value} size={size} />
        </StarButton>
      ))}
    </Row>
  );
}
