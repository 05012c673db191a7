import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { deferred, stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const admin = makeUser(ROLES.admin);

describe('the course form', () => {
  it('starts with the spec defaults and shows the contract messages', async () => {
    stubApi({});
    const { events } = renderApp('/admin/upload', { user: admin });
    expect(await screen.findByRole('heading', { name: 'Upload Course' })).toBeInTheDocument();
    expect(screen.getByLabelText('Language')).toHaveValue('Hinglish');
    expect(screen.getByLabelText('Level')).toHaveValue('beginner');
    expect(screen.getByLabelText('Free course')).toBeChecked();
    expect(screen.queryByLabelText('Price (₹)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Question 1')).toHaveValue('Who is this course for?');
    expect(screen.getByLabelText('Question 2')).toHaveValue('Can I watch on my phone?');

    await events.click(screen.getByLabelText('Free course'));
    expect(screen.getByLabelText('Price (₹)')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Add link' }));
    await events.type(screen.getByLabelText('Link 1 URL'), 'https://vimeo.com/123');
    await events.click(screen.getByRole('button', { name: 'Upload Course' }));
    for (const text of [
      'Title must be at least 5 characters',
      'Description must be at least 20 characters',
      'Short description must be at least 10 characters',
      'At least one tag is required',
      'At least one category is required',
      'Duration must be at least 1 minute',
      'Must be a valid URL',
      'Price must be greater than 0 for a paid course',
      'Must be a valid YouTube video or playlist URL',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("reads 'Uploading...' while saving and shows the failure toast", async () => {
    const gate = deferred<void>();
    stubApi({
      'POST /api/courses': async () => {
        await gate.promise;
        return { status: 500, body: { success: false, message: 'Something broke' } };
      },
    });
    const { events } = renderApp('/admin/upload', { user: admin });
    await events.type(await screen.findByLabelText('Title', { exact: true }), 'Robotics basics');
    await events.type(screen.getByLabelText('Short description'), 'Build small robots.');
    await events.type(
      screen.getByLabelText('Description'),
      'Sensors, motors and code for school students.',
    );
    await events.type(screen.getByLabelText('Thumbnail URL'), 'https://example.com/t.jpg');
    await events.clear(screen.getByLabelText('Duration (minutes)'));
    await events.type(screen.getByLabelText('Duration (minutes)'), '90');
    await events.type(screen.getByLabelText('Tags'), 'robotics{Enter}');
    await events.type(screen.getByLabelText('Categories'), 'technology{Enter}');
    await events.click(screen.getByRole('button', { name: 'Upload Course' }));
    expect(await screen.findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    gate.resolve();
    expect(await screen.findByText('Failed to upload course')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
  });

  it('keeps an archived course archived when it is edited, and offers the other statuses', async () => {
    const id = '33333333-3333-4333-8333-333333333333';
    const archived = {
      _id: id,
      title: 'Old accountancy batch',
      shortDescription: 'Last year batch.',
      description: 'Journal, ledger and trial balance, recorded last year.',
      tags: ['accountancy'],
      category: ['commerce'],
      programs: [],
      isFree: true,
      price: 0,
      level: 'beginner',
      language: 'Hinglish',
      duration: 90,
      courseThumbnail: 'https://example.com/t.jpg',
      status: 'archived',
      prerequisites: [],
      faq: [],
      courseContent: [],
      courseLink: [],
      viewer: { enrolled: false, isAdmin: true },
    };
    const saved = vi.fn((_request: { body: unknown }) => ({
      body: { success: true, message: 'Course updated successfully', data: archived },
    }));
    stubApi({
      [`GET /api/courses/${id}`]: () => ({ body: { success: true, data: archived } }),
      [`PUT /api/courses/${id}`]: saved,
    });
    const { events } = renderApp(`/admin/upload?courseId=${id}`, { user: admin });
    const status = await screen.findByLabelText('Status');
    expect(status).toHaveValue('archived');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Published', 'Draft', 'Archived']);
    await events.click(screen.getByRole('button', { name: 'Update Course' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![0].body).toMatchObject({ status: 'archived' });
  });

  it('edits the course named by ?courseId=, and says so when it cannot load it', async () => {
    stubApi({
      'GET /api/courses/22222222-2222-4222-8222-222222222222': () => ({
        status: 404,
        body: { success: false, message: 'Course not found' },
      }),
    });
    renderApp('/admin/upload?courseId=22222222-2222-4222-8222-222222222222', { user: admin });
    expect(await screen.findByRole('heading', { name: 'Edit Course' })).toBeInTheDocument();
    expect(
      (await screen.findAllByText('Failed to fetch course data for editing')).length,
    ).toBeGreaterThan(0);
  });
});
