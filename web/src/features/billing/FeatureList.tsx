import CheckIcon from '@mui/icons-material/Check';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

/** A plan's features, each ticked: on the plan cards and in a change's confirmation. */
export function FeatureList({
  features,
  dense = true,
}: {
  features: readonly string[];
  dense?: boolean;
}) {
  return (
    <List dense={dense} disablePadding>
      {features.map((feature) => (
        <ListItem key={feature} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <CheckIcon color="success" fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={feature} />
        </ListItem>
      ))}
    </List>
  );
}
