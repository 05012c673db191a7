import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WithI18n } from '@/testing/i18n';
import { TagInput } from './tag-input';

function Harness({ max = 3, initial = [] as string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <label htmlFor="tags">Tags</label>
      <TagInput id="tags" value={tags} onChange={setTags} max={max} />
      <output>{tags.join('|')}</output>
    </>
  );
}

describe('TagInput (product §4.2)', () => {
  it('adds trimmed tags on Enter or comma, ignoring empty and duplicate ones', async () => {
    const user = userEvent.setup();
    render(<Harness max={5} />, { wrapper: WithI18n });
    const input = screen.getByLabelText('Tags');
    await user.type(input, '  physics  {Enter}');
    await user.type(input, 'maths,');
    await user.type(input, '   {Enter}');
    await user.type(input, 'Physics{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('physics|maths');
    expect(input).toHaveValue('');
  });

  it('removes the last tag with Backspace on an empty input, and one tag with its button', async () => {
    const user = userEvent.setup();
    render(<Harness max={5} initial={['a1', 'b2', 'c3']} />, { wrapper: WithI18n });
    await user.type(screen.getByLabelText('Tags'), '{Backspace}');
    expect(screen.getByRole('status')).toHaveTextContent(/^a1\|b2$/);
    await user.click(screen.getByRole('button', { name: 'Remove a1' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^b2$/);
  });

  it('stops adding at the maximum, where Backspace still removes the last tag', async () => {
    const user = userEvent.setup();
    render(<Harness max={2} />, { wrapper: WithI18n });
    const input = screen.getByLabelText('Tags');
    await user.type(input, 'one{Enter}two{Enter}three{Enter}');
    expect(input).toHaveAttribute('placeholder', 'Maximum of 2 reached');
    expect(screen.getByRole('status')).toHaveTextContent(/^one\|two$/);
    expect(input).toHaveValue('');

    await user.type(input, '{Backspace}');
    expect(screen.getByRole('status')).toHaveTextContent(/^one$/);
    await user.type(input, 'four{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(/^one\|four$/);
  });
});
