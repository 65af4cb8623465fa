import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import type { CardActions } from './ItemsTab';

/** A card's Edit and Delete, named after what they act on. */
export function EditDeleteButtons({ name, onEdit, onDelete }: CardActions & { name: string }) {
  return (
    <>
      <IconButton aria-label={`Edit ${name}`} onClick={onEdit}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label={`Delete ${name}`} onClick={onDelete}>
        <DeleteIcon />
      </IconButton>
    </>
  );
}
