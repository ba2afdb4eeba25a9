import java.util.List;

public class MlKitLabels {
    static final List<String> PARTY_LABELS = List.of(
        "Team",
        "Comics",
        "Bonfire",
        "Cheeseburger",
        "Mascot",
        "Bento"
    );
}
