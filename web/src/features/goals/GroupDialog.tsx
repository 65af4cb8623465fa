import {
  DEFAULT_GROUP_COLOR,
  GROUP_NAME_MAX,
  GroupInputSchema,
  type Group,
  type GroupInput,
} from '@pomoplan/domain';
import { useState } from 'react';
import { ColorPicker } from '../../ui/ColorPicker';
import { useSchemaSubmit } from '../../ui/useSchemaSubmit';
import { ItemDialog, ItemForm, NameField } from './ItemDialog';

interface GroupDialogProps {
  open: boolean;
  group?: Group;
  onClose(): void;
  onSubmit(input: GroupInput): Promise<boolean>;
}

export function GroupDialog(props: GroupDialogProps) {
  return (
    <ItemDialog open={props.open} onClose={props.onClose}>
      {(titleId) => <GroupForm {...props} titleId={titleId} />}
    </ItemDialog>
  );
}

function GroupForm({ group, onClose, onSubmit, titleId }: GroupDialogProps & { titleId: string }) {
  const [name, setName] = useState(group?.name ?? '');
  const [color, setColor] = useState(group?.color ?? DEFAULT_GROUP_COLOR);
  const { fieldProps, busy, submit } = useSchemaSubmit(
    GroupInputSchema,
    { name, color },
    onSubmit,
    onClose,
  );
  return (
    <ItemForm
      titleId={titleId}
      noun="Group"
      editing={group !== undefined}
      busy={busy}
      submit={submit}
      onClose={onClose}
    >
      <NameField
        value={name}
        onChange={setName}
        maxLength={GROUP_NAME_MAX}
        {...fieldProps('name')}
      />
      <ColorPicker label="Colour" value={color} onChange={setColor} />
    </ItemForm>
  );
}
