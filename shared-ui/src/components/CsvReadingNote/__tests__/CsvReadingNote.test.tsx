import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../../testing/render';
import { CsvReadingNote } from '../CsvReadingNote';

describe('CsvReadingNote', () => {
  it('says how the file was read: its separator and encoding', () => {
    renderUi(
      <CsvReadingNote reading={{ delimiter: 'semicolon', encoding: 'windows-1252', byte_order_mark: false, encoding_certain: true }} onChooseEncoding={jest.fn()} />,
    );
    expect(screen.getByText('Read as columns separated by semicolons (;), Windows-1252 (Excel on Windows).')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('names a byte-order mark and a tab separator', () => {
    renderUi(<CsvReadingNote reading={{ delimiter: 'tab', encoding: 'utf-8', byte_order_mark: true, encoding_certain: true }} onChooseEncoding={jest.fn()} />);
    expect(screen.getByText('Read as columns separated by tabs, UTF-8 with a byte-order mark.')).toBeInTheDocument();
  });

  it('asks which program saved the file when the server was unsure, and hands over the choice', async () => {
    const user = userEvent.setup();
    const onChooseEncoding = jest.fn();
    renderUi(
      <CsvReadingNote reading={{ delimiter: 'comma', encoding: 'macintosh', byte_order_mark: false, encoding_certain: false }} onChooseEncoding={onChooseEncoding} />,
    );
    const choice = screen.getByRole('combobox', { name: 'The file was saved as' });
    expect(choice).toHaveValue('macintosh');
    await user.selectOptions(choice, 'Windows-1252 (Excel on Windows)');
    expect(onChooseEncoding).toHaveBeenCalledWith('windows-1252');
  });
});
