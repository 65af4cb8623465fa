import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useDialogState } from '../../ui/useDialogState';
import { ItemList } from './ItemList';
import { LimitedCreateButton } from './LimitedCreateButton';
import { useCreateLimit } from './useCreateLimit';

interface Item {
  id: string;
  name: string;
}

/** What the card of one item is given: its Edit and Delete. */
export interface CardActions {
  onEdit(): void;
  onDelete(): void;
}

/** What the create-or-edit dialog is given; `item` is undefined to create one. */
export interface EditorProps<T> {
  open: boolean;
  item: T | undefined;
  onClose(): void;
}

interface ItemsTabProps<T extends Item> {
  uid: string;
  collection: 'goals' | 'groups';
  /** 'Goal' or 'Group', as the buttons and titles say it. */
  noun: string;
  /** Undefined while loading. */
  items: T[] | undefined;
  empty: string;
  /** What happens to what the item held, said under the delete question. */
  deleteNote: string;
  card(item: T, actions: CardActions): ReactNode;
  editor(props: EditorProps<T>): ReactNode;
  remove(id: string): Promise<unknown>;
}

/** A tab of goals or groups: the New button within the plan's limit, the cards, and delete. */
export function ItemsTab<T extends Item>(props: ItemsTabProps<T>) {
  const { uid, collection, noun, items, empty, deleteNote, card, editor, remove } = props;
  const limit = useCreateLimit(uid, collection, items?.length);
  // null: create one.
  const editing = useDialogState<T | null>();
  const remover = useDialogState<T>();
  const label = `${noun}s`;

  function confirmDelete() {
    // The list drops the item at once; a refused delete brings it back with a toast.
    if (remover.subject) void remove(remover.subject.id);
    remover.close();
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <LimitedCreateButton
          label={`New ${noun}`}
          blockedBy={limit.blockedBy}
          loading={limit.loading}
          onClick={() => editing.show(null)}
        />
      </Box>
      <ItemList
        label={label}
        items={items}
        empty={empty}
        render={(item) =>
          card(item, { onEdit: () => editing.show(item), onDelete: () => remover.show(item) })
        }
      />
      {editor({ open: editing.open, item: editing.subject ?? undefined, onClose: editing.close })}
      <ConfirmDialog
        open={remover.open}
        title={`Delete ${noun}`}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={remover.close}
      >
        Are you sure you want to delete &quot;{remover.subject?.name}&quot;? This action cannot be
        undone. {deleteNote}
      </ConfirmDialog>
    </Box>
  );
}
