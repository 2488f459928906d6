import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../../testing/render';
import { CsvFilePicker } from '../CsvFilePicker';

describe('CsvFilePicker', () => {
  it('says no file is chosen until one is', () => {
    renderUi(<CsvFilePicker file={null} onChoose={jest.fn()} />);
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a CSV file' })).toBeEnabled();
  });

  it('hands over the chosen file, and the same file again once it was fixed', async () => {
    const user = userEvent.setup();
    const onChoose = jest.fn();
    renderUi(<CsvFilePicker file={null} onChoose={onChoose} />);
    const input = screen.getByLabelText('CSV file');
    expect(input).toHaveAttribute('accept', '.csv,.tsv,.txt,text/csv,text/tab-separated-values');
    const file = new File(['First Name\nAda\n'], 'crew-a.csv', { type: 'text/csv' });

    await user.upload(input, file);
    await user.upload(input, file);
    expect(onChoose).toHaveBeenCalledTimes(2);
    expect(onChoose).toHaveBeenLastCalledWith(file);
  });

  it('opens the file dialog from its button', async () => {
    const user = userEvent.setup();
    renderUi(<CsvFilePicker file={null} onChoose={jest.fn()} />);
    const openDialog = jest.spyOn(screen.getByLabelText<HTMLInputElement>('CSV file'), 'click');
    await user.click(screen.getByRole('button', { name: 'Choose a CSV file' }));
    expect(openDialog).toHaveBeenCalled();
  });

  it('names the chosen file with its size and offers another', () => {
    renderUi(<CsvFilePicker file={{ name: 'crew-a.csv', size: 2048 }} onChoose={jest.fn()} />);
    expect(screen.getByText('crew-a.csv')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose another file' })).toBeInTheDocument();
    expect(screen.queryByText('No file chosen')).not.toBeInTheDocument();
  });

  it('lets no file be chosen while disabled', () => {
    renderUi(<CsvFilePicker file={{ name: 'crew-a.csv', size: 2048 }} disabled onChoose={jest.fn()} />);
    expect(screen.getByLabelText('CSV file')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose another file' })).toBeDisabled();
  });
});
