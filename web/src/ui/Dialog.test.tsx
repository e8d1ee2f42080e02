import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render.tsx';
import { Dialog } from './Dialog.tsx';

/** A dialog open from the start (as after enrolling), and a main button that is still loading. */
function Page({ readyAfterClose }: { readyAfterClose: boolean }) {
  const [open, setOpen] = useState(true);
  const [ready, setReady] = useState(!readyAfterClose);
  return (
    <>
      <div data-testid="main-action">
        {ready ? <a href="/go">Go To Your Course</a> : <button disabled>Loading</button>}
      </div>
      <button onClick={() => setReady(true)}>Finish loading</button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Enrollment Successful!"
        returnFocusTo={() => screen.getByTestId('main-action').querySelector('a')}
      />
    </>
  );
}

describe('Dialog', () => {
  it('gives focus to its fallback when it closes', async () => {
    renderApp(<Page readyAfterClose={false} />);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Go To Your Course' })).toHaveFocus());
  });

  it('gives focus to a fallback that appears only after it closed (still loading then)', async () => {
    renderApp(<Page readyAfterClose />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    screen.getByRole('button', { name: 'Finish loading', hidden: true }).click();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Go To Your Course' })).toHaveFocus());
  });
});
