import { screen, within } from '@testing-library/react';
import styled from 'styled-components';
import { renderUi } from '../../../testing/render';
import { theme } from '../../../theme/theme';
import { CardList, CardListItem } from '../CardList';

const Row = styled(CardListItem)`
  display: flex;
`;

describe('CardList', () => {
  it('rules off every row but the last, each padded like the card', () => {
    renderUi(
      <CardList aria-label="Features">
        <CardListItem>Crews</CardListItem>
        <CardListItem>Jobs feed</CardListItem>
        <CardListItem>Referrals</CardListItem>
      </CardList>,
    );
    const list = screen.getByRole('list', { name: 'Features' });
    expect(list).toHaveStyle({ listStyle: 'none', padding: '0px', margin: '0px' });
    const [first, second, last] = within(list).getAllByRole('listitem');
    const rule = `1px solid ${theme.colors.border}`;
    expect(first).toHaveStyle({ borderBottom: rule, padding: `${theme.spacing(1.5)} ${theme.spacing(2.5)}` });
    expect(second).toHaveStyle({ borderBottom: rule });
    expect(last).not.toHaveStyle({ borderBottom: rule });
  });

  it('keeps its padding and rules when a remote lays out the row', () => {
    renderUi(
      <CardList aria-label="Invites">
        <Row>ada@example.com</Row>
        <Row>grace@example.com</Row>
      </CardList>,
    );
    const [first, last] = screen.getAllByRole('listitem');
    expect(first).toHaveStyle({ display: 'flex', borderBottom: `1px solid ${theme.colors.border}`, padding: `${theme.spacing(1.5)} ${theme.spacing(2.5)}` });
    expect(last).not.toHaveStyle({ borderBottom: `1px solid ${theme.colors.border}` });
  });
});
